CREATE TABLE "users" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone,
	"email" text NOT NULL,
	"email_search" text GENERATED ALWAYS AS (habita_fold("email")) STORED,
	"password_hash" text,
	"name" text NOT NULL,
	"name_search" text GENERATED ALWAYS AS (habita_fold("name")) STORED,
	"surname" text,
	"surname_search" text GENERATED ALWAYS AS (habita_fold("surname")) STORED,
	"phone" text,
	"phone_search" text GENERATED ALWAYS AS (habita_fold("phone")) STORED,
	"role" text DEFAULT 'tenant' NOT NULL,
	"language" text DEFAULT 'es' NOT NULL,
	"avatar" jsonb,
	"email_verified_at" timestamp with time zone,
	"disabled_at" timestamp with time zone,
	"gender_id" uuid,
	"id_type_id" uuid,
	"id_number" text,
	"birth_date" date,
	"nationality" text,
	CONSTRAINT "users_role_check" CHECK ("users"."role" IN ('admin', 'staff', 'landlord', 'investor', 'tenant')),
	CONSTRAINT "users_language_check" CHECK ("users"."language" IN ('es', 'en'))
);

--> statement-breakpoint
CREATE TABLE "tenants" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone,
	"user_id" uuid NOT NULL,
	"room_id" uuid,
	"contract_type_id" uuid,
	"start_date" date,
	"end_date" date,
	"occupation" text,
	"school_or_company" text,
	"school_or_company_search" text GENERATED ALWAYS AS (habita_fold("school_or_company")) STORED,
	"emergency_contact_name" text,
	"emergency_contact_phone" text,
	"documents" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"status" text DEFAULT 'applicant' NOT NULL,
	CONSTRAINT "tenants_occupation_check" CHECK ("tenants"."occupation" IN ('student', 'professional', 'other')),
	CONSTRAINT "tenants_status_check" CHECK ("tenants"."status" IN ('applicant', 'active', 'former'))
);

--> statement-breakpoint
CREATE TABLE "faqs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone,
	"section_id" uuid NOT NULL,
	"question" jsonb NOT NULL,
	"question_search" text GENERATED ALWAYS AS (habita_fold_localized("question")) STORED,
	"answer" jsonb NOT NULL,
	"order" integer DEFAULT 0 NOT NULL
);

--> statement-breakpoint
CREATE TABLE "indexfaqs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone,
	"title" jsonb NOT NULL,
	"title_search" text GENERATED ALWAYS AS (habita_fold_localized("title")) STORED,
	"order" integer DEFAULT 0 NOT NULL
);

--> statement-breakpoint
CREATE TABLE "privacypolicies" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone,
	"version" text NOT NULL,
	"version_search" text GENERATED ALWAYS AS (habita_fold("version")) STORED,
	"body" jsonb NOT NULL,
	"effective_from" date NOT NULL
);

--> statement-breakpoint
CREATE TABLE "termsconditions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone,
	"version" text NOT NULL,
	"version_search" text GENERATED ALWAYS AS (habita_fold("version")) STORED,
	"body" jsonb NOT NULL,
	"effective_from" date NOT NULL
);

--> statement-breakpoint
CREATE TABLE "contacts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone,
	"name" text NOT NULL,
	"name_search" text GENERATED ALWAYS AS (habita_fold("name")) STORED,
	"email" text NOT NULL,
	"email_search" text GENERATED ALWAYS AS (habita_fold("email")) STORED,
	"subject" text,
	"subject_search" text GENERATED ALWAYS AS (habita_fold("subject")) STORED,
	"message" text NOT NULL,
	"attachment" jsonb,
	"status" text DEFAULT 'new' NOT NULL,
	CONSTRAINT "contacts_status_check" CHECK ("contacts"."status" IN ('new', 'answered', 'closed'))
);

--> statement-breakpoint
CREATE TABLE "rooms" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone,
	"property_id" uuid NOT NULL,
	"name" jsonb NOT NULL,
	"name_search" text GENERATED ALWAYS AS (habita_fold_localized("name")) STORED,
	"description" jsonb,
	"type_id" uuid NOT NULL,
	"category_id" uuid,
	"size_m2" double precision,
	"mattress_id" uuid,
	"amenities" uuid[] DEFAULT '{}'::uuid[] NOT NULL,
	"extras" uuid[] DEFAULT '{}'::uuid[] NOT NULL,
	"monthly_price" integer NOT NULL,
	"deposit" integer,
	"bills_included" boolean DEFAULT false NOT NULL,
	"available_from" date,
	"min_months" integer DEFAULT 1 NOT NULL,
	"max_months" integer,
	"status" text DEFAULT 'available' NOT NULL,
	"published" boolean DEFAULT false NOT NULL,
	CONSTRAINT "rooms_status_check" CHECK ("rooms"."status" IN ('available', 'occupied', 'maintenance'))
);

--> statement-breakpoint
CREATE TABLE "infoextras" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone,
	"name" jsonb NOT NULL,
	"name_search" text GENERATED ALWAYS AS (habita_fold_localized("name")) STORED,
	"description" jsonb,
	"monthly_price" integer NOT NULL
);

--> statement-breakpoint
CREATE TABLE "typerooms" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone,
	"name" jsonb NOT NULL,
	"name_search" text GENERATED ALWAYS AS (habita_fold_localized("name")) STORED,
	"order" integer DEFAULT 0 NOT NULL
);

--> statement-breakpoint
CREATE TABLE "roominfoicons" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone,
	"name" jsonb NOT NULL,
	"name_search" text GENERATED ALWAYS AS (habita_fold_localized("name")) STORED,
	"icon" text,
	"category_id" uuid
);

--> statement-breakpoint
CREATE TABLE "floorinfoicons" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone,
	"name" jsonb NOT NULL,
	"name_search" text GENERATED ALWAYS AS (habita_fold_localized("name")) STORED,
	"icon" text
);

--> statement-breakpoint
CREATE TABLE "buildinginfoicons" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone,
	"name" jsonb NOT NULL,
	"name_search" text GENERATED ALWAYS AS (habita_fold_localized("name")) STORED,
	"icon" text
);

--> statement-breakpoint
CREATE TABLE "roomimages" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone,
	"room_id" uuid NOT NULL,
	"image" jsonb NOT NULL,
	"alt" jsonb,
	"order" integer DEFAULT 0 NOT NULL
);

--> statement-breakpoint
CREATE TABLE "categoryinforooms" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone,
	"name" jsonb NOT NULL,
	"name_search" text GENERATED ALWAYS AS (habita_fold_localized("name")) STORED,
	"order" integer DEFAULT 0 NOT NULL
);

--> statement-breakpoint
CREATE TABLE "partners" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone,
	"name" text NOT NULL,
	"name_search" text GENERATED ALWAYS AS (habita_fold("name")) STORED,
	"logo" jsonb,
	"url" text,
	"description" jsonb,
	"order" integer DEFAULT 0 NOT NULL
);

--> statement-breakpoint
CREATE TABLE "advantages" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone,
	"title" jsonb NOT NULL,
	"title_search" text GENERATED ALWAYS AS (habita_fold_localized("title")) STORED,
	"summary" jsonb,
	"body" jsonb,
	"image" jsonb,
	"type_id" uuid NOT NULL,
	"order" integer DEFAULT 0 NOT NULL
);

--> statement-breakpoint
CREATE TABLE "advantagestype" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone,
	"name" jsonb NOT NULL,
	"name_search" text GENERATED ALWAYS AS (habita_fold_localized("name")) STORED,
	"order" integer DEFAULT 0 NOT NULL
);

--> statement-breakpoint
CREATE TABLE "genders" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone,
	"name" jsonb NOT NULL,
	"name_search" text GENERATED ALWAYS AS (habita_fold_localized("name")) STORED,
	"order" integer DEFAULT 0 NOT NULL
);

--> statement-breakpoint
CREATE TABLE "ids" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone,
	"name" jsonb NOT NULL,
	"name_search" text GENERATED ALWAYS AS (habita_fold_localized("name")) STORED,
	"order" integer DEFAULT 0 NOT NULL
);

--> statement-breakpoint
CREATE TABLE "usefulphones" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone,
	"name" jsonb NOT NULL,
	"name_search" text GENERATED ALWAYS AS (habita_fold_localized("name")) STORED,
	"phone" text NOT NULL,
	"phone_search" text GENERATED ALWAYS AS (habita_fold("phone")) STORED,
	"city" text,
	"city_search" text GENERATED ALWAYS AS (habita_fold("city")) STORED,
	"category" text DEFAULT 'emergency' NOT NULL,
	"order" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "usefulphones_category_check" CHECK ("usefulphones"."category" IN ('emergency', 'health', 'transport', 'building'))
);

--> statement-breakpoint
CREATE TABLE "incidents" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone,
	"room_id" uuid NOT NULL,
	"reported_by_id" uuid NOT NULL,
	"type_id" uuid NOT NULL,
	"description" text NOT NULL,
	"photos" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"priority" text DEFAULT 'normal' NOT NULL,
	"assigned_to_id" uuid,
	CONSTRAINT "incidents_status_check" CHECK ("incidents"."status" IN ('open', 'in_progress', 'resolved', 'closed')),
	CONSTRAINT "incidents_priority_check" CHECK ("incidents"."priority" IN ('low', 'normal', 'high', 'urgent'))
);

--> statement-breakpoint
CREATE TABLE "incidenttypes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone,
	"name" jsonb NOT NULL,
	"name_search" text GENERATED ALWAYS AS (habita_fold_localized("name")) STORED,
	"response_time_hours" integer
);

--> statement-breakpoint
CREATE TABLE "landlordcontacts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone,
	"name" text NOT NULL,
	"name_search" text GENERATED ALWAYS AS (habita_fold("name")) STORED,
	"email" text NOT NULL,
	"email_search" text GENERATED ALWAYS AS (habita_fold("email")) STORED,
	"phone" text,
	"phone_search" text GENERATED ALWAYS AS (habita_fold("phone")) STORED,
	"address" text,
	"city" text,
	"city_search" text GENERATED ALWAYS AS (habita_fold("city")) STORED,
	"room_count" integer,
	"message" text,
	"status" text DEFAULT 'new' NOT NULL,
	CONSTRAINT "landlordcontacts_status_check" CHECK ("landlordcontacts"."status" IN ('new', 'contacted', 'closed'))
);

--> statement-breakpoint
CREATE TABLE "investors" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone,
	"name" text NOT NULL,
	"name_search" text GENERATED ALWAYS AS (habita_fold("name")) STORED,
	"email" text NOT NULL,
	"email_search" text GENERATED ALWAYS AS (habita_fold("email")) STORED,
	"phone" text,
	"phone_search" text GENERATED ALWAYS AS (habita_fold("phone")) STORED,
	"company" text,
	"company_search" text GENERATED ALWAYS AS (habita_fold("company")) STORED,
	"budget_min" integer,
	"budget_max" integer,
	"interest" text,
	"notes" text,
	"status" text DEFAULT 'lead' NOT NULL,
	CONSTRAINT "investors_status_check" CHECK ("investors"."status" IN ('lead', 'contacted', 'active', 'closed'))
);

--> statement-breakpoint
CREATE TABLE "sizemattress" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone,
	"name" jsonb NOT NULL,
	"name_search" text GENERATED ALWAYS AS (habita_fold_localized("name")) STORED,
	"width_cm" integer NOT NULL,
	"length_cm" integer NOT NULL
);

--> statement-breakpoint
CREATE TABLE "filters" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone,
	"label" jsonb NOT NULL,
	"label_search" text GENERATED ALWAYS AS (habita_fold_localized("label")) STORED,
	"key" text NOT NULL,
	"key_search" text GENERATED ALWAYS AS (habita_fold("key")) STORED,
	"kind" text DEFAULT 'select' NOT NULL,
	"options" jsonb,
	"order" integer DEFAULT 0 NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	CONSTRAINT "filters_kind_check" CHECK ("filters"."kind" IN ('range', 'select', 'boolean'))
);

--> statement-breakpoint
CREATE TABLE "neighborhoodsname" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone,
	"name" text NOT NULL,
	"name_search" text GENERATED ALWAYS AS (habita_fold("name")) STORED,
	"city" text NOT NULL,
	"city_search" text GENERATED ALWAYS AS (habita_fold("city")) STORED,
	"description" jsonb,
	"centre_lat" double precision,
	"centre_lng" double precision
);

--> statement-breakpoint
CREATE TABLE "houserulescategories" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone,
	"name" jsonb NOT NULL,
	"name_search" text GENERATED ALWAYS AS (habita_fold_localized("name")) STORED,
	"icon" text
);

--> statement-breakpoint
CREATE TABLE "houserules" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone,
	"category_id" uuid NOT NULL,
	"text" jsonb NOT NULL,
	"text_search" text GENERATED ALWAYS AS (habita_fold_localized("text")) STORED,
	"order" integer DEFAULT 0 NOT NULL
);

--> statement-breakpoint
CREATE TABLE "reviews" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone,
	"room_id" uuid,
	"property_id" uuid,
	"author_id" uuid NOT NULL,
	"reservation_id" uuid NOT NULL,
	"rating" integer NOT NULL,
	"text" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	CONSTRAINT "reviews_status_check" CHECK ("reviews"."status" IN ('pending', 'published', 'rejected'))
);

--> statement-breakpoint
CREATE TABLE "typecontracts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone,
	"name" jsonb NOT NULL,
	"name_search" text GENERATED ALWAYS AS (habita_fold_localized("name")) STORED,
	"min_months" integer NOT NULL,
	"max_months" integer,
	"description" jsonb
);

--> statement-breakpoint
CREATE TABLE "transactions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone,
	"operation_id" uuid NOT NULL,
	"amount" integer NOT NULL,
	"provider_event_id" text,
	"provider_event_id_search" text GENERATED ALWAYS AS (habita_fold("provider_event_id")) STORED,
	"occurred_at" timestamp with time zone NOT NULL
);

--> statement-breakpoint
CREATE TABLE "paymentmethods" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone,
	"name" jsonb NOT NULL,
	"name_search" text GENERATED ALWAYS AS (habita_fold_localized("name")) STORED,
	"provider" text DEFAULT 'sandbox' NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"settings" jsonb,
	CONSTRAINT "paymentmethods_provider_check" CHECK ("paymentmethods"."provider" IN ('sandbox', 'stripe', 'bank_transfer'))
);

--> statement-breakpoint
CREATE TABLE "gralreviews" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone,
	"author" text NOT NULL,
	"author_search" text GENERATED ALWAYS AS (habita_fold("author")) STORED,
	"rating" integer NOT NULL,
	"text" text NOT NULL,
	"published" boolean DEFAULT false NOT NULL
);

--> statement-breakpoint
CREATE TABLE "roomreserves" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone,
	"room_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"start_date" date NOT NULL,
	"end_date" date NOT NULL,
	"status" text DEFAULT 'hold' NOT NULL,
	"hold_expires_at" timestamp with time zone,
	"promotion_id" uuid,
	"quote" jsonb,
	"first_payment_total" integer,
	CONSTRAINT "roomreserves_status_check" CHECK ("roomreserves"."status" IN ('hold', 'pending_payment', 'confirmed', 'cancelled', 'expired', 'completed'))
);

--> statement-breakpoint
CREATE TABLE "noticias" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone,
	"title" jsonb NOT NULL,
	"title_search" text GENERATED ALWAYS AS (habita_fold_localized("title")) STORED,
	"slug" text NOT NULL,
	"slug_search" text GENERATED ALWAYS AS (habita_fold("slug")) STORED,
	"summary" jsonb,
	"body" jsonb NOT NULL,
	"cover" jsonb,
	"tags" uuid[] DEFAULT '{}'::uuid[] NOT NULL,
	"published_at" timestamp with time zone,
	"author_id" uuid
);

--> statement-breakpoint
CREATE TABLE "tags" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone,
	"name" jsonb NOT NULL,
	"name_search" text GENERATED ALWAYS AS (habita_fold_localized("name")) STORED,
	"slug" text NOT NULL,
	"slug_search" text GENERATED ALWAYS AS (habita_fold("slug")) STORED
);

--> statement-breakpoint
CREATE TABLE "properties" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone,
	"title" jsonb NOT NULL,
	"title_search" text GENERATED ALWAYS AS (habita_fold_localized("title")) STORED,
	"description" jsonb,
	"address" text NOT NULL,
	"address_search" text GENERATED ALWAYS AS (habita_fold("address")) STORED,
	"city" text NOT NULL,
	"city_search" text GENERATED ALWAYS AS (habita_fold("city")) STORED,
	"postal_code" text,
	"postal_code_search" text GENERATED ALWAYS AS (habita_fold("postal_code")) STORED,
	"neighborhood_id" uuid,
	"latitude" double precision,
	"longitude" double precision,
	"floor" integer,
	"lift" boolean DEFAULT false NOT NULL,
	"size_m2" double precision,
	"landlord_id" uuid,
	"building_amenities" uuid[] DEFAULT '{}'::uuid[] NOT NULL,
	"floor_amenities" uuid[] DEFAULT '{}'::uuid[] NOT NULL,
	"house_rules" uuid[] DEFAULT '{}'::uuid[] NOT NULL,
	"images" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"published" boolean DEFAULT false NOT NULL,
	"featured" boolean DEFAULT false NOT NULL
);

--> statement-breakpoint
CREATE TABLE "paymentoperations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone,
	"reservation_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"kind" text DEFAULT 'rent' NOT NULL,
	"amount" integer NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"due_date" date,
	"provider" text DEFAULT 'sandbox' NOT NULL,
	"provider_reference" text,
	"provider_reference_search" text GENERATED ALWAYS AS (habita_fold("provider_reference")) STORED,
	"idempotency_key" text,
	CONSTRAINT "paymentoperations_kind_check" CHECK ("paymentoperations"."kind" IN ('deposit', 'first_month', 'rent', 'fee', 'refund')),
	CONSTRAINT "paymentoperations_status_check" CHECK ("paymentoperations"."status" IN ('pending', 'succeeded', 'failed', 'refunded')),
	CONSTRAINT "paymentoperations_provider_check" CHECK ("paymentoperations"."provider" IN ('sandbox', 'stripe', 'bank_transfer'))
);

--> statement-breakpoint
CREATE TABLE "prices" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone,
	"room_id" uuid NOT NULL,
	"from" date NOT NULL,
	"to" date NOT NULL,
	"monthly_price" integer NOT NULL
);

--> statement-breakpoint
CREATE TABLE "promotions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone,
	"name" jsonb NOT NULL,
	"name_search" text GENERATED ALWAYS AS (habita_fold_localized("name")) STORED,
	"code" text,
	"code_search" text GENERATED ALWAYS AS (habita_fold("code")) STORED,
	"percent_off" integer,
	"amount_off" integer,
	"valid_from" date,
	"valid_to" date,
	"rooms" uuid[] DEFAULT '{}'::uuid[] NOT NULL,
	"properties" uuid[] DEFAULT '{}'::uuid[] NOT NULL,
	"min_months" integer,
	"max_uses" integer,
	"uses_count" integer DEFAULT 0 NOT NULL,
	"active" boolean DEFAULT true NOT NULL
);

--> statement-breakpoint
CREATE TABLE "gestioncosts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone,
	"name" jsonb NOT NULL,
	"name_search" text GENERATED ALWAYS AS (habita_fold_localized("name")) STORED,
	"amount" integer NOT NULL,
	"frequency" text DEFAULT 'once' NOT NULL,
	"property_id" uuid,
	"room_id" uuid,
	"mandatory" boolean DEFAULT true NOT NULL,
	CONSTRAINT "gestioncosts_frequency_check" CHECK ("gestioncosts"."frequency" IN ('once', 'monthly'))
);

--> statement-breakpoint
CREATE TABLE "rooms_amenities" (
	"owner_id" uuid NOT NULL,
	"target_id" uuid NOT NULL,
	"position" integer NOT NULL,
	CONSTRAINT "rooms_amenities_pk" PRIMARY KEY("owner_id","target_id")
);

--> statement-breakpoint
CREATE TABLE "rooms_extras" (
	"owner_id" uuid NOT NULL,
	"target_id" uuid NOT NULL,
	"position" integer NOT NULL,
	CONSTRAINT "rooms_extras_pk" PRIMARY KEY("owner_id","target_id")
);

--> statement-breakpoint
CREATE TABLE "noticias_tags" (
	"owner_id" uuid NOT NULL,
	"target_id" uuid NOT NULL,
	"position" integer NOT NULL,
	CONSTRAINT "noticias_tags_pk" PRIMARY KEY("owner_id","target_id")
);

--> statement-breakpoint
CREATE TABLE "properties_building_amenities" (
	"owner_id" uuid NOT NULL,
	"target_id" uuid NOT NULL,
	"position" integer NOT NULL,
	CONSTRAINT "properties_building_amenities_pk" PRIMARY KEY("owner_id","target_id")
);

--> statement-breakpoint
CREATE TABLE "properties_floor_amenities" (
	"owner_id" uuid NOT NULL,
	"target_id" uuid NOT NULL,
	"position" integer NOT NULL,
	CONSTRAINT "properties_floor_amenities_pk" PRIMARY KEY("owner_id","target_id")
);

--> statement-breakpoint
CREATE TABLE "properties_house_rules" (
	"owner_id" uuid NOT NULL,
	"target_id" uuid NOT NULL,
	"position" integer NOT NULL,
	CONSTRAINT "properties_house_rules_pk" PRIMARY KEY("owner_id","target_id")
);

--> statement-breakpoint
CREATE TABLE "promotions_rooms" (
	"owner_id" uuid NOT NULL,
	"target_id" uuid NOT NULL,
	"position" integer NOT NULL,
	CONSTRAINT "promotions_rooms_pk" PRIMARY KEY("owner_id","target_id")
);

--> statement-breakpoint
CREATE TABLE "promotions_properties" (
	"owner_id" uuid NOT NULL,
	"target_id" uuid NOT NULL,
	"position" integer NOT NULL,
	CONSTRAINT "promotions_properties_pk" PRIMARY KEY("owner_id","target_id")
);

--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_gender_id_fk" FOREIGN KEY ("gender_id") REFERENCES "public"."genders"("id") ON DELETE set null ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_id_type_id_fk" FOREIGN KEY ("id_type_id") REFERENCES "public"."ids"("id") ON DELETE set null ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "tenants" ADD CONSTRAINT "tenants_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "tenants" ADD CONSTRAINT "tenants_room_id_fk" FOREIGN KEY ("room_id") REFERENCES "public"."rooms"("id") ON DELETE restrict ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "tenants" ADD CONSTRAINT "tenants_contract_type_id_fk" FOREIGN KEY ("contract_type_id") REFERENCES "public"."typecontracts"("id") ON DELETE restrict ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "faqs" ADD CONSTRAINT "faqs_section_id_fk" FOREIGN KEY ("section_id") REFERENCES "public"."indexfaqs"("id") ON DELETE restrict ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "rooms" ADD CONSTRAINT "rooms_property_id_fk" FOREIGN KEY ("property_id") REFERENCES "public"."properties"("id") ON DELETE restrict ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "rooms" ADD CONSTRAINT "rooms_type_id_fk" FOREIGN KEY ("type_id") REFERENCES "public"."typerooms"("id") ON DELETE restrict ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "rooms" ADD CONSTRAINT "rooms_category_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."categoryinforooms"("id") ON DELETE restrict ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "rooms" ADD CONSTRAINT "rooms_mattress_id_fk" FOREIGN KEY ("mattress_id") REFERENCES "public"."sizemattress"("id") ON DELETE restrict ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "roominfoicons" ADD CONSTRAINT "roominfoicons_category_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."categoryinforooms"("id") ON DELETE restrict ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "roomimages" ADD CONSTRAINT "roomimages_room_id_fk" FOREIGN KEY ("room_id") REFERENCES "public"."rooms"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "advantages" ADD CONSTRAINT "advantages_type_id_fk" FOREIGN KEY ("type_id") REFERENCES "public"."advantagestype"("id") ON DELETE restrict ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "incidents" ADD CONSTRAINT "incidents_room_id_fk" FOREIGN KEY ("room_id") REFERENCES "public"."rooms"("id") ON DELETE restrict ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "incidents" ADD CONSTRAINT "incidents_reported_by_id_fk" FOREIGN KEY ("reported_by_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "incidents" ADD CONSTRAINT "incidents_type_id_fk" FOREIGN KEY ("type_id") REFERENCES "public"."incidenttypes"("id") ON DELETE restrict ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "incidents" ADD CONSTRAINT "incidents_assigned_to_id_fk" FOREIGN KEY ("assigned_to_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "houserules" ADD CONSTRAINT "houserules_category_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."houserulescategories"("id") ON DELETE restrict ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_room_id_fk" FOREIGN KEY ("room_id") REFERENCES "public"."rooms"("id") ON DELETE restrict ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_property_id_fk" FOREIGN KEY ("property_id") REFERENCES "public"."properties"("id") ON DELETE restrict ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_author_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_reservation_id_fk" FOREIGN KEY ("reservation_id") REFERENCES "public"."roomreserves"("id") ON DELETE restrict ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "transactions" ADD CONSTRAINT "transactions_operation_id_fk" FOREIGN KEY ("operation_id") REFERENCES "public"."paymentoperations"("id") ON DELETE restrict ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "roomreserves" ADD CONSTRAINT "roomreserves_room_id_fk" FOREIGN KEY ("room_id") REFERENCES "public"."rooms"("id") ON DELETE restrict ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "roomreserves" ADD CONSTRAINT "roomreserves_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "roomreserves" ADD CONSTRAINT "roomreserves_promotion_id_fk" FOREIGN KEY ("promotion_id") REFERENCES "public"."promotions"("id") ON DELETE restrict ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "noticias" ADD CONSTRAINT "noticias_author_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "properties" ADD CONSTRAINT "properties_neighborhood_id_fk" FOREIGN KEY ("neighborhood_id") REFERENCES "public"."neighborhoodsname"("id") ON DELETE restrict ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "properties" ADD CONSTRAINT "properties_landlord_id_fk" FOREIGN KEY ("landlord_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "paymentoperations" ADD CONSTRAINT "paymentoperations_reservation_id_fk" FOREIGN KEY ("reservation_id") REFERENCES "public"."roomreserves"("id") ON DELETE restrict ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "paymentoperations" ADD CONSTRAINT "paymentoperations_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "prices" ADD CONSTRAINT "prices_room_id_fk" FOREIGN KEY ("room_id") REFERENCES "public"."rooms"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "gestioncosts" ADD CONSTRAINT "gestioncosts_property_id_fk" FOREIGN KEY ("property_id") REFERENCES "public"."properties"("id") ON DELETE restrict ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "gestioncosts" ADD CONSTRAINT "gestioncosts_room_id_fk" FOREIGN KEY ("room_id") REFERENCES "public"."rooms"("id") ON DELETE restrict ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "rooms_amenities" ADD CONSTRAINT "rooms_amenities_owner_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."rooms"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "rooms_amenities" ADD CONSTRAINT "rooms_amenities_target_fk" FOREIGN KEY ("target_id") REFERENCES "public"."roominfoicons"("id") ON DELETE restrict ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "rooms_extras" ADD CONSTRAINT "rooms_extras_owner_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."rooms"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "rooms_extras" ADD CONSTRAINT "rooms_extras_target_fk" FOREIGN KEY ("target_id") REFERENCES "public"."infoextras"("id") ON DELETE restrict ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "noticias_tags" ADD CONSTRAINT "noticias_tags_owner_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."noticias"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "noticias_tags" ADD CONSTRAINT "noticias_tags_target_fk" FOREIGN KEY ("target_id") REFERENCES "public"."tags"("id") ON DELETE restrict ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "properties_building_amenities" ADD CONSTRAINT "properties_building_amenities_owner_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."properties"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "properties_building_amenities" ADD CONSTRAINT "properties_building_amenities_target_fk" FOREIGN KEY ("target_id") REFERENCES "public"."buildinginfoicons"("id") ON DELETE restrict ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "properties_floor_amenities" ADD CONSTRAINT "properties_floor_amenities_owner_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."properties"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "properties_floor_amenities" ADD CONSTRAINT "properties_floor_amenities_target_fk" FOREIGN KEY ("target_id") REFERENCES "public"."floorinfoicons"("id") ON DELETE restrict ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "properties_house_rules" ADD CONSTRAINT "properties_house_rules_owner_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."properties"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "properties_house_rules" ADD CONSTRAINT "properties_house_rules_target_fk" FOREIGN KEY ("target_id") REFERENCES "public"."houserules"("id") ON DELETE restrict ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "promotions_rooms" ADD CONSTRAINT "promotions_rooms_owner_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."promotions"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "promotions_rooms" ADD CONSTRAINT "promotions_rooms_target_fk" FOREIGN KEY ("target_id") REFERENCES "public"."rooms"("id") ON DELETE restrict ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "promotions_properties" ADD CONSTRAINT "promotions_properties_owner_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."promotions"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "promotions_properties" ADD CONSTRAINT "promotions_properties_target_fk" FOREIGN KEY ("target_id") REFERENCES "public"."properties"("id") ON DELETE restrict ON UPDATE no action;
--> statement-breakpoint
CREATE INDEX "users_created_at_idx" ON "users" USING btree ("created_at");
--> statement-breakpoint
CREATE UNIQUE INDEX "users_email_key" ON "users" USING btree (lower("email"));
--> statement-breakpoint
CREATE INDEX "users_email_trgm" ON "users" USING gin ("email_search" gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX "users_name_trgm" ON "users" USING gin ("name_search" gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX "users_surname_trgm" ON "users" USING gin ("surname_search" gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX "users_phone_trgm" ON "users" USING gin ("phone_search" gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX "users_role_idx" ON "users" USING btree ("role");
--> statement-breakpoint
CREATE INDEX "users_gender_id_idx" ON "users" USING btree ("gender_id");
--> statement-breakpoint
CREATE INDEX "users_id_type_id_idx" ON "users" USING btree ("id_type_id");
--> statement-breakpoint
CREATE INDEX "tenants_created_at_idx" ON "tenants" USING btree ("created_at");
--> statement-breakpoint
CREATE INDEX "tenants_user_id_idx" ON "tenants" USING btree ("user_id");
--> statement-breakpoint
CREATE INDEX "tenants_room_id_idx" ON "tenants" USING btree ("room_id");
--> statement-breakpoint
CREATE INDEX "tenants_contract_type_id_idx" ON "tenants" USING btree ("contract_type_id");
--> statement-breakpoint
CREATE INDEX "tenants_school_or_company_trgm" ON "tenants" USING gin ("school_or_company_search" gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX "tenants_status_idx" ON "tenants" USING btree ("status");
--> statement-breakpoint
CREATE INDEX "faqs_created_at_idx" ON "faqs" USING btree ("created_at");
--> statement-breakpoint
CREATE INDEX "faqs_section_id_idx" ON "faqs" USING btree ("section_id");
--> statement-breakpoint
CREATE INDEX "faqs_question_trgm" ON "faqs" USING gin ("question_search" gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX "indexfaqs_created_at_idx" ON "indexfaqs" USING btree ("created_at");
--> statement-breakpoint
CREATE INDEX "indexfaqs_title_trgm" ON "indexfaqs" USING gin ("title_search" gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX "privacypolicies_created_at_idx" ON "privacypolicies" USING btree ("created_at");
--> statement-breakpoint
CREATE INDEX "privacypolicies_version_trgm" ON "privacypolicies" USING gin ("version_search" gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX "termsconditions_created_at_idx" ON "termsconditions" USING btree ("created_at");
--> statement-breakpoint
CREATE INDEX "termsconditions_version_trgm" ON "termsconditions" USING gin ("version_search" gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX "contacts_created_at_idx" ON "contacts" USING btree ("created_at");
--> statement-breakpoint
CREATE INDEX "contacts_name_trgm" ON "contacts" USING gin ("name_search" gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX "contacts_email_trgm" ON "contacts" USING gin ("email_search" gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX "contacts_subject_trgm" ON "contacts" USING gin ("subject_search" gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX "contacts_status_idx" ON "contacts" USING btree ("status");
--> statement-breakpoint
CREATE INDEX "rooms_created_at_idx" ON "rooms" USING btree ("created_at");
--> statement-breakpoint
CREATE INDEX "rooms_property_id_idx" ON "rooms" USING btree ("property_id");
--> statement-breakpoint
CREATE INDEX "rooms_name_trgm" ON "rooms" USING gin ("name_search" gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX "rooms_type_id_idx" ON "rooms" USING btree ("type_id");
--> statement-breakpoint
CREATE INDEX "rooms_category_id_idx" ON "rooms" USING btree ("category_id");
--> statement-breakpoint
CREATE INDEX "rooms_mattress_id_idx" ON "rooms" USING btree ("mattress_id");
--> statement-breakpoint
CREATE INDEX "rooms_amenities_gin" ON "rooms" USING gin ("amenities");
--> statement-breakpoint
CREATE INDEX "rooms_extras_gin" ON "rooms" USING gin ("extras");
--> statement-breakpoint
CREATE INDEX "rooms_status_idx" ON "rooms" USING btree ("status");
--> statement-breakpoint
CREATE INDEX "infoextras_created_at_idx" ON "infoextras" USING btree ("created_at");
--> statement-breakpoint
CREATE INDEX "infoextras_name_trgm" ON "infoextras" USING gin ("name_search" gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX "typerooms_created_at_idx" ON "typerooms" USING btree ("created_at");
--> statement-breakpoint
CREATE INDEX "typerooms_name_trgm" ON "typerooms" USING gin ("name_search" gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX "roominfoicons_created_at_idx" ON "roominfoicons" USING btree ("created_at");
--> statement-breakpoint
CREATE INDEX "roominfoicons_name_trgm" ON "roominfoicons" USING gin ("name_search" gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX "roominfoicons_category_id_idx" ON "roominfoicons" USING btree ("category_id");
--> statement-breakpoint
CREATE INDEX "floorinfoicons_created_at_idx" ON "floorinfoicons" USING btree ("created_at");
--> statement-breakpoint
CREATE INDEX "floorinfoicons_name_trgm" ON "floorinfoicons" USING gin ("name_search" gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX "buildinginfoicons_created_at_idx" ON "buildinginfoicons" USING btree ("created_at");
--> statement-breakpoint
CREATE INDEX "buildinginfoicons_name_trgm" ON "buildinginfoicons" USING gin ("name_search" gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX "roomimages_created_at_idx" ON "roomimages" USING btree ("created_at");
--> statement-breakpoint
CREATE INDEX "roomimages_room_id_idx" ON "roomimages" USING btree ("room_id");
--> statement-breakpoint
CREATE INDEX "categoryinforooms_created_at_idx" ON "categoryinforooms" USING btree ("created_at");
--> statement-breakpoint
CREATE INDEX "categoryinforooms_name_trgm" ON "categoryinforooms" USING gin ("name_search" gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX "partners_created_at_idx" ON "partners" USING btree ("created_at");
--> statement-breakpoint
CREATE INDEX "partners_name_trgm" ON "partners" USING gin ("name_search" gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX "advantages_created_at_idx" ON "advantages" USING btree ("created_at");
--> statement-breakpoint
CREATE INDEX "advantages_title_trgm" ON "advantages" USING gin ("title_search" gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX "advantages_type_id_idx" ON "advantages" USING btree ("type_id");
--> statement-breakpoint
CREATE INDEX "advantagestype_created_at_idx" ON "advantagestype" USING btree ("created_at");
--> statement-breakpoint
CREATE INDEX "advantagestype_name_trgm" ON "advantagestype" USING gin ("name_search" gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX "genders_created_at_idx" ON "genders" USING btree ("created_at");
--> statement-breakpoint
CREATE INDEX "genders_name_trgm" ON "genders" USING gin ("name_search" gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX "ids_created_at_idx" ON "ids" USING btree ("created_at");
--> statement-breakpoint
CREATE INDEX "ids_name_trgm" ON "ids" USING gin ("name_search" gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX "usefulphones_created_at_idx" ON "usefulphones" USING btree ("created_at");
--> statement-breakpoint
CREATE INDEX "usefulphones_name_trgm" ON "usefulphones" USING gin ("name_search" gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX "usefulphones_phone_trgm" ON "usefulphones" USING gin ("phone_search" gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX "usefulphones_city_trgm" ON "usefulphones" USING gin ("city_search" gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX "usefulphones_category_idx" ON "usefulphones" USING btree ("category");
--> statement-breakpoint
CREATE INDEX "incidents_created_at_idx" ON "incidents" USING btree ("created_at");
--> statement-breakpoint
CREATE INDEX "incidents_room_id_idx" ON "incidents" USING btree ("room_id");
--> statement-breakpoint
CREATE INDEX "incidents_reported_by_id_idx" ON "incidents" USING btree ("reported_by_id");
--> statement-breakpoint
CREATE INDEX "incidents_type_id_idx" ON "incidents" USING btree ("type_id");
--> statement-breakpoint
CREATE INDEX "incidents_status_idx" ON "incidents" USING btree ("status");
--> statement-breakpoint
CREATE INDEX "incidents_priority_idx" ON "incidents" USING btree ("priority");
--> statement-breakpoint
CREATE INDEX "incidents_assigned_to_id_idx" ON "incidents" USING btree ("assigned_to_id");
--> statement-breakpoint
CREATE INDEX "incidenttypes_created_at_idx" ON "incidenttypes" USING btree ("created_at");
--> statement-breakpoint
CREATE INDEX "incidenttypes_name_trgm" ON "incidenttypes" USING gin ("name_search" gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX "landlordcontacts_created_at_idx" ON "landlordcontacts" USING btree ("created_at");
--> statement-breakpoint
CREATE INDEX "landlordcontacts_name_trgm" ON "landlordcontacts" USING gin ("name_search" gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX "landlordcontacts_email_trgm" ON "landlordcontacts" USING gin ("email_search" gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX "landlordcontacts_phone_trgm" ON "landlordcontacts" USING gin ("phone_search" gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX "landlordcontacts_city_trgm" ON "landlordcontacts" USING gin ("city_search" gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX "landlordcontacts_status_idx" ON "landlordcontacts" USING btree ("status");
--> statement-breakpoint
CREATE INDEX "investors_created_at_idx" ON "investors" USING btree ("created_at");
--> statement-breakpoint
CREATE INDEX "investors_name_trgm" ON "investors" USING gin ("name_search" gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX "investors_email_trgm" ON "investors" USING gin ("email_search" gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX "investors_phone_trgm" ON "investors" USING gin ("phone_search" gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX "investors_company_trgm" ON "investors" USING gin ("company_search" gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX "investors_status_idx" ON "investors" USING btree ("status");
--> statement-breakpoint
CREATE INDEX "sizemattress_created_at_idx" ON "sizemattress" USING btree ("created_at");
--> statement-breakpoint
CREATE INDEX "sizemattress_name_trgm" ON "sizemattress" USING gin ("name_search" gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX "filters_created_at_idx" ON "filters" USING btree ("created_at");
--> statement-breakpoint
CREATE INDEX "filters_label_trgm" ON "filters" USING gin ("label_search" gin_trgm_ops);
--> statement-breakpoint
CREATE UNIQUE INDEX "filters_key_key" ON "filters" USING btree ("key");
--> statement-breakpoint
CREATE INDEX "filters_key_trgm" ON "filters" USING gin ("key_search" gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX "filters_kind_idx" ON "filters" USING btree ("kind");
--> statement-breakpoint
CREATE INDEX "neighborhoodsname_created_at_idx" ON "neighborhoodsname" USING btree ("created_at");
--> statement-breakpoint
CREATE INDEX "neighborhoodsname_name_trgm" ON "neighborhoodsname" USING gin ("name_search" gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX "neighborhoodsname_city_trgm" ON "neighborhoodsname" USING gin ("city_search" gin_trgm_ops);
--> statement-breakpoint
CREATE UNIQUE INDEX "neighborhoodsname_name_city_key" ON "neighborhoodsname" USING btree ("name","city");
--> statement-breakpoint
CREATE INDEX "houserulescategories_created_at_idx" ON "houserulescategories" USING btree ("created_at");
--> statement-breakpoint
CREATE INDEX "houserulescategories_name_trgm" ON "houserulescategories" USING gin ("name_search" gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX "houserules_created_at_idx" ON "houserules" USING btree ("created_at");
--> statement-breakpoint
CREATE INDEX "houserules_category_id_idx" ON "houserules" USING btree ("category_id");
--> statement-breakpoint
CREATE INDEX "houserules_text_trgm" ON "houserules" USING gin ("text_search" gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX "reviews_created_at_idx" ON "reviews" USING btree ("created_at");
--> statement-breakpoint
CREATE INDEX "reviews_room_id_idx" ON "reviews" USING btree ("room_id");
--> statement-breakpoint
CREATE INDEX "reviews_property_id_idx" ON "reviews" USING btree ("property_id");
--> statement-breakpoint
CREATE INDEX "reviews_author_id_idx" ON "reviews" USING btree ("author_id");
--> statement-breakpoint
CREATE INDEX "reviews_reservation_id_idx" ON "reviews" USING btree ("reservation_id");
--> statement-breakpoint
CREATE INDEX "reviews_status_idx" ON "reviews" USING btree ("status");
--> statement-breakpoint
CREATE INDEX "typecontracts_created_at_idx" ON "typecontracts" USING btree ("created_at");
--> statement-breakpoint
CREATE INDEX "typecontracts_name_trgm" ON "typecontracts" USING gin ("name_search" gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX "transactions_created_at_idx" ON "transactions" USING btree ("created_at");
--> statement-breakpoint
CREATE INDEX "transactions_operation_id_idx" ON "transactions" USING btree ("operation_id");
--> statement-breakpoint
CREATE UNIQUE INDEX "transactions_provider_event_id_key" ON "transactions" USING btree ("provider_event_id");
--> statement-breakpoint
CREATE INDEX "transactions_provider_event_id_trgm" ON "transactions" USING gin ("provider_event_id_search" gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX "paymentmethods_created_at_idx" ON "paymentmethods" USING btree ("created_at");
--> statement-breakpoint
CREATE INDEX "paymentmethods_name_trgm" ON "paymentmethods" USING gin ("name_search" gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX "paymentmethods_provider_idx" ON "paymentmethods" USING btree ("provider");
--> statement-breakpoint
CREATE INDEX "gralreviews_created_at_idx" ON "gralreviews" USING btree ("created_at");
--> statement-breakpoint
CREATE INDEX "gralreviews_author_trgm" ON "gralreviews" USING gin ("author_search" gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX "roomreserves_created_at_idx" ON "roomreserves" USING btree ("created_at");
--> statement-breakpoint
CREATE INDEX "roomreserves_room_id_idx" ON "roomreserves" USING btree ("room_id");
--> statement-breakpoint
CREATE INDEX "roomreserves_user_id_idx" ON "roomreserves" USING btree ("user_id");
--> statement-breakpoint
CREATE INDEX "roomreserves_status_idx" ON "roomreserves" USING btree ("status");
--> statement-breakpoint
CREATE INDEX "roomreserves_promotion_id_idx" ON "roomreserves" USING btree ("promotion_id");
--> statement-breakpoint
CREATE INDEX "noticias_created_at_idx" ON "noticias" USING btree ("created_at");
--> statement-breakpoint
CREATE INDEX "noticias_title_trgm" ON "noticias" USING gin ("title_search" gin_trgm_ops);
--> statement-breakpoint
CREATE UNIQUE INDEX "noticias_slug_key" ON "noticias" USING btree ("slug");
--> statement-breakpoint
CREATE INDEX "noticias_slug_trgm" ON "noticias" USING gin ("slug_search" gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX "noticias_tags_gin" ON "noticias" USING gin ("tags");
--> statement-breakpoint
CREATE INDEX "noticias_author_id_idx" ON "noticias" USING btree ("author_id");
--> statement-breakpoint
CREATE INDEX "tags_created_at_idx" ON "tags" USING btree ("created_at");
--> statement-breakpoint
CREATE INDEX "tags_name_trgm" ON "tags" USING gin ("name_search" gin_trgm_ops);
--> statement-breakpoint
CREATE UNIQUE INDEX "tags_slug_key" ON "tags" USING btree ("slug");
--> statement-breakpoint
CREATE INDEX "tags_slug_trgm" ON "tags" USING gin ("slug_search" gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX "properties_created_at_idx" ON "properties" USING btree ("created_at");
--> statement-breakpoint
CREATE INDEX "properties_title_trgm" ON "properties" USING gin ("title_search" gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX "properties_address_trgm" ON "properties" USING gin ("address_search" gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX "properties_city_trgm" ON "properties" USING gin ("city_search" gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX "properties_postal_code_trgm" ON "properties" USING gin ("postal_code_search" gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX "properties_neighborhood_id_idx" ON "properties" USING btree ("neighborhood_id");
--> statement-breakpoint
CREATE INDEX "properties_landlord_id_idx" ON "properties" USING btree ("landlord_id");
--> statement-breakpoint
CREATE INDEX "properties_building_amenities_gin" ON "properties" USING gin ("building_amenities");
--> statement-breakpoint
CREATE INDEX "properties_floor_amenities_gin" ON "properties" USING gin ("floor_amenities");
--> statement-breakpoint
CREATE INDEX "properties_house_rules_gin" ON "properties" USING gin ("house_rules");
--> statement-breakpoint
CREATE INDEX "paymentoperations_created_at_idx" ON "paymentoperations" USING btree ("created_at");
--> statement-breakpoint
CREATE INDEX "paymentoperations_reservation_id_idx" ON "paymentoperations" USING btree ("reservation_id");
--> statement-breakpoint
CREATE INDEX "paymentoperations_user_id_idx" ON "paymentoperations" USING btree ("user_id");
--> statement-breakpoint
CREATE INDEX "paymentoperations_kind_idx" ON "paymentoperations" USING btree ("kind");
--> statement-breakpoint
CREATE INDEX "paymentoperations_status_idx" ON "paymentoperations" USING btree ("status");
--> statement-breakpoint
CREATE INDEX "paymentoperations_provider_idx" ON "paymentoperations" USING btree ("provider");
--> statement-breakpoint
CREATE INDEX "paymentoperations_provider_reference_trgm" ON "paymentoperations" USING gin ("provider_reference_search" gin_trgm_ops);
--> statement-breakpoint
CREATE UNIQUE INDEX "paymentoperations_idempotency_key_key" ON "paymentoperations" USING btree ("idempotency_key");
--> statement-breakpoint
CREATE INDEX "prices_created_at_idx" ON "prices" USING btree ("created_at");
--> statement-breakpoint
CREATE INDEX "prices_room_id_idx" ON "prices" USING btree ("room_id");
--> statement-breakpoint
CREATE INDEX "promotions_created_at_idx" ON "promotions" USING btree ("created_at");
--> statement-breakpoint
CREATE INDEX "promotions_name_trgm" ON "promotions" USING gin ("name_search" gin_trgm_ops);
--> statement-breakpoint
CREATE UNIQUE INDEX "promotions_code_key" ON "promotions" USING btree (lower("code"));
--> statement-breakpoint
CREATE INDEX "promotions_code_trgm" ON "promotions" USING gin ("code_search" gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX "promotions_rooms_gin" ON "promotions" USING gin ("rooms");
--> statement-breakpoint
CREATE INDEX "promotions_properties_gin" ON "promotions" USING gin ("properties");
--> statement-breakpoint
CREATE INDEX "gestioncosts_created_at_idx" ON "gestioncosts" USING btree ("created_at");
--> statement-breakpoint
CREATE INDEX "gestioncosts_name_trgm" ON "gestioncosts" USING gin ("name_search" gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX "gestioncosts_frequency_idx" ON "gestioncosts" USING btree ("frequency");
--> statement-breakpoint
CREATE INDEX "gestioncosts_property_id_idx" ON "gestioncosts" USING btree ("property_id");
--> statement-breakpoint
CREATE INDEX "gestioncosts_room_id_idx" ON "gestioncosts" USING btree ("room_id");
--> statement-breakpoint
CREATE INDEX "rooms_amenities_target_idx" ON "rooms_amenities" USING btree ("target_id");
--> statement-breakpoint
CREATE INDEX "rooms_extras_target_idx" ON "rooms_extras" USING btree ("target_id");
--> statement-breakpoint
CREATE INDEX "noticias_tags_target_idx" ON "noticias_tags" USING btree ("target_id");
--> statement-breakpoint
CREATE INDEX "properties_building_amenities_target_idx" ON "properties_building_amenities" USING btree ("target_id");
--> statement-breakpoint
CREATE INDEX "properties_floor_amenities_target_idx" ON "properties_floor_amenities" USING btree ("target_id");
--> statement-breakpoint
CREATE INDEX "properties_house_rules_target_idx" ON "properties_house_rules" USING btree ("target_id");
--> statement-breakpoint
CREATE INDEX "promotions_rooms_target_idx" ON "promotions_rooms" USING btree ("target_id");
--> statement-breakpoint
CREATE INDEX "promotions_properties_target_idx" ON "promotions_properties" USING btree ("target_id");
