DROP INDEX "users_gender_id_idx";
--> statement-breakpoint
DROP INDEX "users_id_type_id_idx";
--> statement-breakpoint
DROP INDEX "tenants_user_id_idx";
--> statement-breakpoint
DROP INDEX "tenants_room_id_idx";
--> statement-breakpoint
DROP INDEX "tenants_contract_type_id_idx";
--> statement-breakpoint
DROP INDEX "faqs_section_id_idx";
--> statement-breakpoint
DROP INDEX "rooms_property_id_idx";
--> statement-breakpoint
DROP INDEX "rooms_type_id_idx";
--> statement-breakpoint
DROP INDEX "rooms_category_id_idx";
--> statement-breakpoint
DROP INDEX "rooms_mattress_id_idx";
--> statement-breakpoint
DROP INDEX "roominfoicons_category_id_idx";
--> statement-breakpoint
DROP INDEX "roomimages_room_id_idx";
--> statement-breakpoint
DROP INDEX "advantages_type_id_idx";
--> statement-breakpoint
DROP INDEX "incidents_room_id_idx";
--> statement-breakpoint
DROP INDEX "incidents_reported_by_id_idx";
--> statement-breakpoint
DROP INDEX "incidents_type_id_idx";
--> statement-breakpoint
DROP INDEX "incidents_assigned_to_id_idx";
--> statement-breakpoint
DROP INDEX "houserules_category_id_idx";
--> statement-breakpoint
DROP INDEX "reviews_room_id_idx";
--> statement-breakpoint
DROP INDEX "reviews_property_id_idx";
--> statement-breakpoint
DROP INDEX "reviews_author_id_idx";
--> statement-breakpoint
DROP INDEX "reviews_reservation_id_idx";
--> statement-breakpoint
DROP INDEX "transactions_operation_id_idx";
--> statement-breakpoint
DROP INDEX "transactions_recorded_by_id_idx";
--> statement-breakpoint
DROP INDEX "roomreserves_room_id_idx";
--> statement-breakpoint
DROP INDEX "roomreserves_user_id_idx";
--> statement-breakpoint
DROP INDEX "roomreserves_promotion_id_idx";
--> statement-breakpoint
DROP INDEX "noticias_author_id_idx";
--> statement-breakpoint
DROP INDEX "properties_neighborhood_id_idx";
--> statement-breakpoint
DROP INDEX "properties_landlord_id_idx";
--> statement-breakpoint
DROP INDEX "paymentoperations_reservation_id_idx";
--> statement-breakpoint
DROP INDEX "paymentoperations_user_id_idx";
--> statement-breakpoint
DROP INDEX "paymentoperations_refund_of_id_idx";
--> statement-breakpoint
DROP INDEX "prices_room_id_idx";
--> statement-breakpoint
DROP INDEX "gestioncosts_property_id_idx";
--> statement-breakpoint
DROP INDEX "gestioncosts_room_id_idx";
--> statement-breakpoint
CREATE INDEX "users_gender_id_idx" ON "users" USING btree ("gender_id","created_at","id");
--> statement-breakpoint
CREATE INDEX "users_id_type_id_idx" ON "users" USING btree ("id_type_id","created_at","id");
--> statement-breakpoint
CREATE INDEX "tenants_user_id_idx" ON "tenants" USING btree ("user_id","created_at","id");
--> statement-breakpoint
CREATE INDEX "tenants_room_id_idx" ON "tenants" USING btree ("room_id","created_at","id");
--> statement-breakpoint
CREATE INDEX "tenants_contract_type_id_idx" ON "tenants" USING btree ("contract_type_id","created_at","id");
--> statement-breakpoint
CREATE INDEX "faqs_section_id_idx" ON "faqs" USING btree ("section_id","created_at","id");
--> statement-breakpoint
CREATE INDEX "rooms_property_id_idx" ON "rooms" USING btree ("property_id","created_at","id");
--> statement-breakpoint
CREATE INDEX "rooms_type_id_idx" ON "rooms" USING btree ("type_id","created_at","id");
--> statement-breakpoint
CREATE INDEX "rooms_category_id_idx" ON "rooms" USING btree ("category_id","created_at","id");
--> statement-breakpoint
CREATE INDEX "rooms_mattress_id_idx" ON "rooms" USING btree ("mattress_id","created_at","id");
--> statement-breakpoint
CREATE INDEX "roominfoicons_category_id_idx" ON "roominfoicons" USING btree ("category_id","created_at","id");
--> statement-breakpoint
CREATE INDEX "roomimages_room_id_idx" ON "roomimages" USING btree ("room_id","created_at","id");
--> statement-breakpoint
CREATE INDEX "advantages_type_id_idx" ON "advantages" USING btree ("type_id","created_at","id");
--> statement-breakpoint
CREATE INDEX "incidents_room_id_idx" ON "incidents" USING btree ("room_id","created_at","id");
--> statement-breakpoint
CREATE INDEX "incidents_reported_by_id_idx" ON "incidents" USING btree ("reported_by_id","created_at","id");
--> statement-breakpoint
CREATE INDEX "incidents_type_id_idx" ON "incidents" USING btree ("type_id","created_at","id");
--> statement-breakpoint
CREATE INDEX "incidents_assigned_to_id_idx" ON "incidents" USING btree ("assigned_to_id","created_at","id");
--> statement-breakpoint
CREATE INDEX "houserules_category_id_idx" ON "houserules" USING btree ("category_id","created_at","id");
--> statement-breakpoint
CREATE INDEX "reviews_room_id_idx" ON "reviews" USING btree ("room_id","created_at","id");
--> statement-breakpoint
CREATE INDEX "reviews_property_id_idx" ON "reviews" USING btree ("property_id","created_at","id");
--> statement-breakpoint
CREATE INDEX "reviews_author_id_idx" ON "reviews" USING btree ("author_id","created_at","id");
--> statement-breakpoint
CREATE INDEX "reviews_reservation_id_idx" ON "reviews" USING btree ("reservation_id","created_at","id");
--> statement-breakpoint
CREATE INDEX "transactions_operation_id_idx" ON "transactions" USING btree ("operation_id","created_at","id");
--> statement-breakpoint
CREATE INDEX "transactions_recorded_by_id_idx" ON "transactions" USING btree ("recorded_by_id","created_at","id");
--> statement-breakpoint
CREATE INDEX "roomreserves_room_id_idx" ON "roomreserves" USING btree ("room_id","created_at","id");
--> statement-breakpoint
CREATE INDEX "roomreserves_user_id_idx" ON "roomreserves" USING btree ("user_id","created_at","id");
--> statement-breakpoint
CREATE INDEX "roomreserves_promotion_id_idx" ON "roomreserves" USING btree ("promotion_id","created_at","id");
--> statement-breakpoint
CREATE INDEX "noticias_author_id_idx" ON "noticias" USING btree ("author_id","created_at","id");
--> statement-breakpoint
CREATE INDEX "properties_neighborhood_id_idx" ON "properties" USING btree ("neighborhood_id","created_at","id");
--> statement-breakpoint
CREATE INDEX "properties_landlord_id_idx" ON "properties" USING btree ("landlord_id","created_at","id");
--> statement-breakpoint
CREATE INDEX "paymentoperations_reservation_id_idx" ON "paymentoperations" USING btree ("reservation_id","created_at","id");
--> statement-breakpoint
CREATE INDEX "paymentoperations_user_id_idx" ON "paymentoperations" USING btree ("user_id","created_at","id");
--> statement-breakpoint
CREATE INDEX "paymentoperations_refund_of_id_idx" ON "paymentoperations" USING btree ("refund_of_id","created_at","id");
--> statement-breakpoint
CREATE INDEX "prices_room_id_idx" ON "prices" USING btree ("room_id","created_at","id");
--> statement-breakpoint
CREATE INDEX "gestioncosts_property_id_idx" ON "gestioncosts" USING btree ("property_id","created_at","id");
--> statement-breakpoint
CREATE INDEX "gestioncosts_room_id_idx" ON "gestioncosts" USING btree ("room_id","created_at","id");
