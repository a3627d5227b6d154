ALTER TABLE "webinars" ADD COLUMN "publish_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "webinars" ADD COLUMN "published_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "webinars" ADD COLUMN "published_by" text;--> statement-breakpoint
CREATE INDEX "webinars_publish_at_idx" ON "webinars" USING btree ("publish_at");