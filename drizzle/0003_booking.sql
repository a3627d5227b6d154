CREATE TYPE "public"."consultation_status" AS ENUM('confirmed', 'cancelled');--> statement-breakpoint
CREATE TYPE "public"."consultation_time_zone" AS ENUM('PT', 'MT', 'CT', 'ET');--> statement-breakpoint
ALTER TYPE "public"."mail_status" ADD VALUE 'withdrawn';--> statement-breakpoint
CREATE TABLE "consultations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"questions" text NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"time_zone" "consultation_time_zone" NOT NULL,
	"status" "consultation_status" DEFAULT 'confirmed' NOT NULL,
	"sequence" integer DEFAULT 0 NOT NULL,
	"manage_token_hash" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"cancelled_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "rate_limits" (
	"key" text PRIMARY KEY NOT NULL,
	"hits" integer NOT NULL,
	"reset_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "used_verifications" (
	"digest" text PRIMARY KEY NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "consultations_active_start_unique" ON "consultations" USING btree ("starts_at") WHERE "consultations"."status" = 'confirmed';--> statement-breakpoint
CREATE UNIQUE INDEX "consultations_manage_token_hash_unique" ON "consultations" USING btree ("manage_token_hash");--> statement-breakpoint
CREATE INDEX "rate_limits_reset_at_idx" ON "rate_limits" USING btree ("reset_at");--> statement-breakpoint
CREATE INDEX "used_verifications_expires_at_idx" ON "used_verifications" USING btree ("expires_at");