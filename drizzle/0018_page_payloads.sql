CREATE TABLE "page_payloads" (
	"hash" text PRIMARY KEY NOT NULL,
	"script" text NOT NULL,
	"used_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE INDEX "page_payloads_used_at_idx" ON "page_payloads" USING btree ("used_at");