CREATE TYPE "public"."webinar_subscription_status" AS ENUM('pending', 'confirmed', 'unsubscribed');--> statement-breakpoint
CREATE TABLE "webinar_announcements" (
	"webinar_id" uuid NOT NULL,
	"subscription_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "webinar_announcements_webinar_id_subscription_id_pk" PRIMARY KEY("webinar_id","subscription_id")
);
--> statement-breakpoint
CREATE TABLE "webinar_subscriptions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"email" text NOT NULL,
	"status" "webinar_subscription_status" DEFAULT 'pending' NOT NULL,
	"requested_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"confirmed_at" timestamp with time zone,
	"unsubscribed_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD COLUMN "headers" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "webinar_announcements" ADD CONSTRAINT "webinar_announcements_webinar_id_webinars_id_fk" FOREIGN KEY ("webinar_id") REFERENCES "public"."webinars"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "webinar_announcements" ADD CONSTRAINT "webinar_announcements_subscription_id_webinar_subscriptions_id_fk" FOREIGN KEY ("subscription_id") REFERENCES "public"."webinar_subscriptions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "webinar_subscriptions_email_unique" ON "webinar_subscriptions" USING btree ("email");--> statement-breakpoint
CREATE INDEX "webinar_subscriptions_status_idx" ON "webinar_subscriptions" USING btree ("status");