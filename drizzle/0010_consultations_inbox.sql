CREATE TYPE "public"."consultation_channel" AS ENUM('contact', 'chat', 'account');--> statement-breakpoint
CREATE TYPE "public"."consultation_event_kind" AS ENUM('booked', 'rescheduled', 'cancelled', 'completed', 'no-show');--> statement-breakpoint
CREATE TYPE "public"."consultation_outcome" AS ENUM('completed', 'no-show');--> statement-breakpoint
CREATE TABLE "consultation_events" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"consultation_id" uuid NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	"kind" "consultation_event_kind" NOT NULL,
	"by_staff" boolean DEFAULT false NOT NULL,
	"staff_id" text,
	"from_starts_at" timestamp with time zone,
	"to_starts_at" timestamp with time zone,
	"reason" text,
	"message_to_visitor" text
);
--> statement-breakpoint
CREATE TABLE "consultation_notes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"consultation_id" uuid NOT NULL,
	"author_id" text,
	"body" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "consultations" ADD COLUMN "booked_via" "consultation_channel" DEFAULT 'contact' NOT NULL;--> statement-breakpoint
ALTER TABLE "consultations" ADD COLUMN "outcome" "consultation_outcome";--> statement-breakpoint
ALTER TABLE "consultations" ADD COLUMN "consultant_id" text;--> statement-breakpoint
ALTER TABLE "consultation_events" ADD CONSTRAINT "consultation_events_consultation_id_consultations_id_fk" FOREIGN KEY ("consultation_id") REFERENCES "public"."consultations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "consultation_events" ADD CONSTRAINT "consultation_events_staff_id_staff_users_id_fk" FOREIGN KEY ("staff_id") REFERENCES "public"."staff_users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "consultation_notes" ADD CONSTRAINT "consultation_notes_consultation_id_consultations_id_fk" FOREIGN KEY ("consultation_id") REFERENCES "public"."consultations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "consultation_notes" ADD CONSTRAINT "consultation_notes_author_id_staff_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."staff_users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "consultation_events_consultation_idx" ON "consultation_events" USING btree ("consultation_id","at");--> statement-breakpoint
CREATE INDEX "consultation_notes_consultation_idx" ON "consultation_notes" USING btree ("consultation_id");--> statement-breakpoint
ALTER TABLE "consultations" ADD CONSTRAINT "consultations_consultant_id_staff_users_id_fk" FOREIGN KEY ("consultant_id") REFERENCES "public"."staff_users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "consultations_starts_at_idx" ON "consultations" USING btree ("starts_at");--> statement-breakpoint
CREATE INDEX "consultations_created_at_idx" ON "consultations" USING btree ("created_at");--> statement-breakpoint
-- The history of consultations booked before it was kept: when each was booked and, if so, cancelled.
INSERT INTO "consultation_events" ("consultation_id", "at", "kind", "to_starts_at") SELECT "id", "created_at", 'booked', "starts_at" FROM "consultations";--> statement-breakpoint
INSERT INTO "consultation_events" ("consultation_id", "at", "kind", "from_starts_at") SELECT "id", "cancelled_at", 'cancelled', "starts_at" FROM "consultations" WHERE "status" = 'cancelled' AND "cancelled_at" IS NOT NULL;
