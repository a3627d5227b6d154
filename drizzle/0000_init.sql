CREATE TABLE "webinars" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"slug" text NOT NULL,
	"title" text NOT NULL,
	"description" text NOT NULL,
	"agenda" text DEFAULT '' NOT NULL,
	"speakers" text[] DEFAULT '{}' NOT NULL,
	"webinar_date" timestamp with time zone NOT NULL,
	"zoom_link" text,
	"image" text NOT NULL,
	"category" text NOT NULL,
	"duration" text NOT NULL,
	"is_published" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "webinars_slug_unique" ON "webinars" USING btree ("slug");--> statement-breakpoint
CREATE INDEX "webinars_published_date_idx" ON "webinars" USING btree ("is_published","webinar_date");