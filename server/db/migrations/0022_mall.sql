CREATE TABLE "mall_brands" (
	"id" serial PRIMARY KEY NOT NULL,
	"title" text NOT NULL,
	"translations" jsonb NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "mall_categories" (
	"id" serial PRIMARY KEY NOT NULL,
	"parent_id" integer,
	"title" jsonb NOT NULL,
	"icon" text DEFAULT '' NOT NULL,
	"show_status" smallint DEFAULT 1 NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "mall_product_skus" (
	"id" serial PRIMARY KEY NOT NULL,
	"product_id" integer NOT NULL,
	"model" text NOT NULL,
	"attributes" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"price" numeric(20, 6) NOT NULL,
	"stock" integer DEFAULT 0 NOT NULL,
	"position" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "mall_products" (
	"id" serial PRIMARY KEY NOT NULL,
	"category_id" integer NOT NULL,
	"brand_id" integer,
	"title" text NOT NULL,
	"data_source" text DEFAULT '' NOT NULL,
	"information" text DEFAULT '' NOT NULL,
	"cover_images" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"detail_images" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"purchases" integer DEFAULT 0 NOT NULL,
	"ranking_recommend" boolean DEFAULT false NOT NULL,
	"home_recommend" boolean DEFAULT false NOT NULL,
	"status" smallint DEFAULT 1 NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "mall_product_skus" ADD CONSTRAINT "mall_product_skus_product_id_mall_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."mall_products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mall_products" ADD CONSTRAINT "mall_products_category_id_mall_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."mall_categories"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mall_products" ADD CONSTRAINT "mall_products_brand_id_mall_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."mall_brands"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "mall_categories_parent_idx" ON "mall_categories" USING btree ("parent_id");--> statement-breakpoint
CREATE INDEX "mall_product_skus_product_idx" ON "mall_product_skus" USING btree ("product_id","position");--> statement-breakpoint
CREATE INDEX "mall_products_category_idx" ON "mall_products" USING btree ("category_id");