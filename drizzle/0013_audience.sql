CREATE TABLE "erased_addresses" (
	"address_hash" text PRIMARY KEY NOT NULL,
	"erased_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "webinar_subscriptions" ADD COLUMN "source" text;--> statement-breakpoint
ALTER TABLE "webinar_subscriptions" ADD COLUMN "policy_version" text;