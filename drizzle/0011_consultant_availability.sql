CREATE TABLE "booking_settings" (
	"id" smallint PRIMARY KEY DEFAULT 1 NOT NULL,
	"close_on_federal_holidays" boolean DEFAULT true NOT NULL,
	"buffer_before_minutes" integer DEFAULT 0 NOT NULL,
	"buffer_after_minutes" integer DEFAULT 0 NOT NULL,
	"minimum_notice_minutes" integer DEFAULT 120 NOT NULL,
	"horizon_days" integer DEFAULT 60 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "booking_settings_single_row" CHECK ("booking_settings"."id" = 1)
);
--> statement-breakpoint
CREATE TABLE "consultant_overrides" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"consultant_id" uuid NOT NULL,
	"day" date NOT NULL,
	"hours" jsonb DEFAULT '[]'::jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "consultant_time_off" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"consultant_id" uuid NOT NULL,
	"from_day" date NOT NULL,
	"to_day" date NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "consultant_time_off_order" CHECK ("consultant_time_off"."to_day" >= "consultant_time_off"."from_day")
);
--> statement-breakpoint
CREATE TABLE "consultants" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"staff_user_id" text,
	"label" text,
	"time_zone" text DEFAULT 'America/New_York' NOT NULL,
	"hours_follow_visitor_zone" boolean DEFAULT false NOT NULL,
	"weekly_hours" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"daily_cap" integer,
	"weight" integer DEFAULT 100 NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "consultants_weight_range" CHECK ("consultants"."weight" between 1 and 100),
	CONSTRAINT "consultants_daily_cap_positive" CHECK ("consultants"."daily_cap" is null or "consultants"."daily_cap" > 0)
);
--> statement-breakpoint
CREATE TABLE "firm_closed_days" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"from_day" date NOT NULL,
	"to_day" date NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "firm_closed_days_order" CHECK ("firm_closed_days"."to_day" >= "firm_closed_days"."from_day")
);
--> statement-breakpoint
DROP INDEX "consultations_active_start_unique";--> statement-breakpoint
ALTER TABLE "consultations" ADD COLUMN "calendar_id" uuid DEFAULT '00000000-0000-4000-8000-00000000f123' NOT NULL;--> statement-breakpoint
ALTER TABLE "consultations" ADD COLUMN "buffer_before_minutes" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "consultations" ADD COLUMN "buffer_after_minutes" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "consultant_overrides" ADD CONSTRAINT "consultant_overrides_consultant_id_consultants_id_fk" FOREIGN KEY ("consultant_id") REFERENCES "public"."consultants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "consultant_time_off" ADD CONSTRAINT "consultant_time_off_consultant_id_consultants_id_fk" FOREIGN KEY ("consultant_id") REFERENCES "public"."consultants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "consultants" ADD CONSTRAINT "consultants_staff_user_id_staff_users_id_fk" FOREIGN KEY ("staff_user_id") REFERENCES "public"."staff_users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "consultant_overrides_day_unique" ON "consultant_overrides" USING btree ("consultant_id","day");--> statement-breakpoint
CREATE INDEX "consultant_time_off_consultant_idx" ON "consultant_time_off" USING btree ("consultant_id");--> statement-breakpoint
CREATE UNIQUE INDEX "consultants_staff_user_unique" ON "consultants" USING btree ("staff_user_id");--> statement-breakpoint
CREATE EXTENSION IF NOT EXISTS btree_gist;--> statement-breakpoint
CREATE FUNCTION "consultation_blocked_range"("starts_at" timestamp with time zone, "before_minutes" integer, "after_minutes" integer) RETURNS tstzrange LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$ SELECT tstzrange("starts_at" - make_interval(mins => "before_minutes"), "starts_at" + make_interval(mins => 30 + "after_minutes")) $$;--> statement-breakpoint
ALTER TABLE "consultations" ADD CONSTRAINT "consultations_calendar_no_overlap" EXCLUDE USING gist ("calendar_id" WITH =, "consultation_blocked_range"("starts_at", "buffer_before_minutes", "buffer_after_minutes") WITH &&) WHERE ("status" = 'confirmed');
