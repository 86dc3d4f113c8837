DROP INDEX "users_created_at_idx";
--> statement-breakpoint
DROP INDEX "tenants_created_at_idx";
--> statement-breakpoint
DROP INDEX "faqs_created_at_idx";
--> statement-breakpoint
DROP INDEX "indexfaqs_created_at_idx";
--> statement-breakpoint
DROP INDEX "privacypolicies_created_at_idx";
--> statement-breakpoint
DROP INDEX "termsconditions_created_at_idx";
--> statement-breakpoint
DROP INDEX "contacts_created_at_idx";
--> statement-breakpoint
DROP INDEX "rooms_created_at_idx";
--> statement-breakpoint
DROP INDEX "infoextras_created_at_idx";
--> statement-breakpoint
DROP INDEX "typerooms_created_at_idx";
--> statement-breakpoint
DROP INDEX "roominfoicons_created_at_idx";
--> statement-breakpoint
DROP INDEX "floorinfoicons_created_at_idx";
--> statement-breakpoint
DROP INDEX "buildinginfoicons_created_at_idx";
--> statement-breakpoint
DROP INDEX "roomimages_created_at_idx";
--> statement-breakpoint
DROP INDEX "categoryinforooms_created_at_idx";
--> statement-breakpoint
DROP INDEX "partners_created_at_idx";
--> statement-breakpoint
DROP INDEX "advantages_created_at_idx";
--> statement-breakpoint
DROP INDEX "advantagestype_created_at_idx";
--> statement-breakpoint
DROP INDEX "genders_created_at_idx";
--> statement-breakpoint
DROP INDEX "ids_created_at_idx";
--> statement-breakpoint
DROP INDEX "usefulphones_created_at_idx";
--> statement-breakpoint
DROP INDEX "incidents_created_at_idx";
--> statement-breakpoint
DROP INDEX "incidenttypes_created_at_idx";
--> statement-breakpoint
DROP INDEX "landlordcontacts_created_at_idx";
--> statement-breakpoint
DROP INDEX "investors_created_at_idx";
--> statement-breakpoint
DROP INDEX "sizemattress_created_at_idx";
--> statement-breakpoint
DROP INDEX "filters_created_at_idx";
--> statement-breakpoint
DROP INDEX "neighborhoodsname_created_at_idx";
--> statement-breakpoint
DROP INDEX "houserulescategories_created_at_idx";
--> statement-breakpoint
DROP INDEX "houserules_created_at_idx";
--> statement-breakpoint
DROP INDEX "reviews_created_at_idx";
--> statement-breakpoint
DROP INDEX "typecontracts_created_at_idx";
--> statement-breakpoint
DROP INDEX "transactions_created_at_idx";
--> statement-breakpoint
DROP INDEX "paymentmethods_created_at_idx";
--> statement-breakpoint
DROP INDEX "gralreviews_created_at_idx";
--> statement-breakpoint
DROP INDEX "roomreserves_created_at_idx";
--> statement-breakpoint
DROP INDEX "noticias_created_at_idx";
--> statement-breakpoint
DROP INDEX "tags_created_at_idx";
--> statement-breakpoint
DROP INDEX "properties_created_at_idx";
--> statement-breakpoint
DROP INDEX "paymentoperations_created_at_idx";
--> statement-breakpoint
DROP INDEX "prices_created_at_idx";
--> statement-breakpoint
DROP INDEX "promotions_created_at_idx";
--> statement-breakpoint
DROP INDEX "gestioncosts_created_at_idx";
--> statement-breakpoint
CREATE INDEX "users_created_at_id_idx" ON "users" USING btree ("created_at","id");
--> statement-breakpoint
CREATE INDEX "tenants_created_at_id_idx" ON "tenants" USING btree ("created_at","id");
--> statement-breakpoint
CREATE INDEX "faqs_created_at_id_idx" ON "faqs" USING btree ("created_at","id");
--> statement-breakpoint
CREATE INDEX "indexfaqs_created_at_id_idx" ON "indexfaqs" USING btree ("created_at","id");
--> statement-breakpoint
CREATE INDEX "privacypolicies_created_at_id_idx" ON "privacypolicies" USING btree ("created_at","id");
--> statement-breakpoint
CREATE INDEX "termsconditions_created_at_id_idx" ON "termsconditions" USING btree ("created_at","id");
--> statement-breakpoint
CREATE INDEX "contacts_created_at_id_idx" ON "contacts" USING btree ("created_at","id");
--> statement-breakpoint
CREATE INDEX "rooms_created_at_id_idx" ON "rooms" USING btree ("created_at","id");
--> statement-breakpoint
CREATE INDEX "infoextras_created_at_id_idx" ON "infoextras" USING btree ("created_at","id");
--> statement-breakpoint
CREATE INDEX "typerooms_created_at_id_idx" ON "typerooms" USING btree ("created_at","id");
--> statement-breakpoint
CREATE INDEX "roominfoicons_created_at_id_idx" ON "roominfoicons" USING btree ("created_at","id");
--> statement-breakpoint
CREATE INDEX "floorinfoicons_created_at_id_idx" ON "floorinfoicons" USING btree ("created_at","id");
--> statement-breakpoint
CREATE INDEX "buildinginfoicons_created_at_id_idx" ON "buildinginfoicons" USING btree ("created_at","id");
--> statement-breakpoint
CREATE INDEX "roomimages_created_at_id_idx" ON "roomimages" USING btree ("created_at","id");
--> statement-breakpoint
CREATE INDEX "categoryinforooms_created_at_id_idx" ON "categoryinforooms" USING btree ("created_at","id");
--> statement-breakpoint
CREATE INDEX "partners_created_at_id_idx" ON "partners" USING btree ("created_at","id");
--> statement-breakpoint
CREATE INDEX "advantages_created_at_id_idx" ON "advantages" USING btree ("created_at","id");
--> statement-breakpoint
CREATE INDEX "advantagestype_created_at_id_idx" ON "advantagestype" USING btree ("created_at","id");
--> statement-breakpoint
CREATE INDEX "genders_created_at_id_idx" ON "genders" USING btree ("created_at","id");
--> statement-breakpoint
CREATE INDEX "ids_created_at_id_idx" ON "ids" USING btree ("created_at","id");
--> statement-breakpoint
CREATE INDEX "usefulphones_created_at_id_idx" ON "usefulphones" USING btree ("created_at","id");
--> statement-breakpoint
CREATE INDEX "incidents_created_at_id_idx" ON "incidents" USING btree ("created_at","id");
--> statement-breakpoint
CREATE INDEX "incidenttypes_created_at_id_idx" ON "incidenttypes" USING btree ("created_at","id");
--> statement-breakpoint
CREATE INDEX "landlordcontacts_created_at_id_idx" ON "landlordcontacts" USING btree ("created_at","id");
--> statement-breakpoint
CREATE INDEX "investors_created_at_id_idx" ON "investors" USING btree ("created_at","id");
--> statement-breakpoint
CREATE INDEX "sizemattress_created_at_id_idx" ON "sizemattress" USING btree ("created_at","id");
--> statement-breakpoint
CREATE INDEX "filters_created_at_id_idx" ON "filters" USING btree ("created_at","id");
--> statement-breakpoint
CREATE INDEX "neighborhoodsname_created_at_id_idx" ON "neighborhoodsname" USING btree ("created_at","id");
--> statement-breakpoint
CREATE INDEX "houserulescategories_created_at_id_idx" ON "houserulescategories" USING btree ("created_at","id");
--> statement-breakpoint
CREATE INDEX "houserules_created_at_id_idx" ON "houserules" USING btree ("created_at","id");
--> statement-breakpoint
CREATE INDEX "reviews_created_at_id_idx" ON "reviews" USING btree ("created_at","id");
--> statement-breakpoint
CREATE INDEX "typecontracts_created_at_id_idx" ON "typecontracts" USING btree ("created_at","id");
--> statement-breakpoint
CREATE INDEX "transactions_created_at_id_idx" ON "transactions" USING btree ("created_at","id");
--> statement-breakpoint
CREATE INDEX "paymentmethods_created_at_id_idx" ON "paymentmethods" USING btree ("created_at","id");
--> statement-breakpoint
CREATE INDEX "gralreviews_created_at_id_idx" ON "gralreviews" USING btree ("created_at","id");
--> statement-breakpoint
CREATE INDEX "roomreserves_created_at_id_idx" ON "roomreserves" USING btree ("created_at","id");
--> statement-breakpoint
CREATE INDEX "noticias_created_at_id_idx" ON "noticias" USING btree ("created_at","id");
--> statement-breakpoint
CREATE INDEX "tags_created_at_id_idx" ON "tags" USING btree ("created_at","id");
--> statement-breakpoint
CREATE INDEX "properties_created_at_id_idx" ON "properties" USING btree ("created_at","id");
--> statement-breakpoint
CREATE INDEX "paymentoperations_created_at_id_idx" ON "paymentoperations" USING btree ("created_at","id");
--> statement-breakpoint
CREATE INDEX "prices_created_at_id_idx" ON "prices" USING btree ("created_at","id");
--> statement-breakpoint
CREATE INDEX "promotions_created_at_id_idx" ON "promotions" USING btree ("created_at","id");
--> statement-breakpoint
CREATE INDEX "gestioncosts_created_at_id_idx" ON "gestioncosts" USING btree ("created_at","id");
