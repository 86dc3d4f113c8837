ALTER TABLE "rooms" ADD COLUMN "parents_public" boolean DEFAULT false NOT NULL;
--> statement-breakpoint
ALTER TABLE "roomimages" ADD COLUMN "parents_public" boolean DEFAULT false NOT NULL;
--> statement-breakpoint
ALTER TABLE "prices" ADD COLUMN "parents_public" boolean DEFAULT false NOT NULL;
--> statement-breakpoint
ALTER TABLE "gestioncosts" ADD COLUMN "parents_public" boolean DEFAULT false NOT NULL;
