CREATE TABLE "analytics_snippets" (
	"owner_id" integer PRIMARY KEY NOT NULL,
	"provider" text NOT NULL,
	"site_id" text NOT NULL,
	"enabled" boolean DEFAULT false NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "image_text_types" (
	"id" serial PRIMARY KEY NOT NULL,
	"title" text NOT NULL,
	"code" text NOT NULL,
	"remark" text DEFAULT '' NOT NULL,
	"status" smallint DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "image_text_types_code_unique" UNIQUE("code")
);
--> statement-breakpoint
CREATE TABLE "image_texts" (
	"id" serial PRIMARY KEY NOT NULL,
	"type_id" integer NOT NULL,
	"title" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"image_id" integer NOT NULL,
	"jump_url" text DEFAULT '' NOT NULL,
	"jump_type" smallint NOT NULL,
	"click_count" bigint DEFAULT 0 NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"remark" text DEFAULT '' NOT NULL,
	"show_status" smallint DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "images" ADD COLUMN "storage" text DEFAULT 'local' NOT NULL;--> statement-breakpoint
ALTER TABLE "images" ADD COLUMN "storage_bucket" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "images" ADD COLUMN "storage_prefix" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "analytics_snippets" ADD CONSTRAINT "analytics_snippets_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "image_texts" ADD CONSTRAINT "image_texts_type_id_image_text_types_id_fk" FOREIGN KEY ("type_id") REFERENCES "public"."image_text_types"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "image_texts" ADD CONSTRAINT "image_texts_image_id_images_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."images"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "image_texts_type_idx" ON "image_texts" USING btree ("type_id","sort");--> statement-breakpoint
CREATE INDEX "image_texts_image_idx" ON "image_texts" USING btree ("image_id");