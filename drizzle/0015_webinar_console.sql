CREATE TABLE "webinar_image_variants" (
	"image_id" uuid NOT NULL,
	"width" integer NOT NULL,
	"height" integer NOT NULL,
	"content_type" text NOT NULL,
	"bytes" "bytea" NOT NULL,
	CONSTRAINT "webinar_image_variants_image_id_width_pk" PRIMARY KEY("image_id","width")
);
--> statement-breakpoint
CREATE TABLE "webinar_images" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"source_format" text NOT NULL,
	"uploaded_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "webinar_registrations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"webinar_id" uuid NOT NULL,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"company" text,
	"registered_at" timestamp with time zone DEFAULT now() NOT NULL,
	"cancelled_at" timestamp with time zone,
	"joined_at" timestamp with time zone,
	"join_count" integer DEFAULT 0 NOT NULL,
	"source" text,
	"policy_version" text
);
--> statement-breakpoint
ALTER TABLE "webinars" ADD COLUMN "replay_link" text;--> statement-breakpoint
ALTER TABLE "webinars" ADD COLUMN "registration_limit" integer;--> statement-breakpoint
ALTER TABLE "webinars" ADD COLUMN "cancelled_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "webinar_image_variants" ADD CONSTRAINT "webinar_image_variants_image_id_webinar_images_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."webinar_images"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "webinar_images" ADD CONSTRAINT "webinar_images_uploaded_by_staff_users_id_fk" FOREIGN KEY ("uploaded_by") REFERENCES "public"."staff_users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "webinar_registrations" ADD CONSTRAINT "webinar_registrations_webinar_id_webinars_id_fk" FOREIGN KEY ("webinar_id") REFERENCES "public"."webinars"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "webinar_registrations_webinar_email_unique" ON "webinar_registrations" USING btree ("webinar_id","email");--> statement-breakpoint
CREATE INDEX "webinar_registrations_email_idx" ON "webinar_registrations" USING btree ("email");