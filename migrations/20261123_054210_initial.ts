import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_users_role" AS ENUM('platform-admin', 'platform-staff', 'dealer-admin', 'dealer-editor');
  CREATE TYPE "public"."enum_sites_template" AS ENUM('used-car', 'franchise', 'group');
  CREATE TYPE "public"."enum_locations_opening_hours_weekday" AS ENUM('0', '1', '2', '3', '4', '5', '6');
  CREATE TYPE "public"."enum_locations_opening_hours_status" AS ENUM('open', 'closed', 'appointment');
  CREATE TYPE "public"."enum_locations_special_hours_status" AS ENUM('open', 'closed', 'appointment');
  CREATE TYPE "public"."enum_locations_type" AS ENUM('sales', 'service', 'parts');
  CREATE TYPE "public"."enum_locations_address_state" AS ENUM('act', 'nsw', 'nt', 'qld', 'sa', 'tas', 'vic', 'wa');
  CREATE TYPE "public"."enum_vehicles_item_type" AS ENUM('car', 'caravan', 'motorcycle', 'truck');
  CREATE TYPE "public"."enum_vehicles_car_type" AS ENUM('new', 'used', 'demo');
  CREATE TYPE "public"."enum_vehicles_status" AS ENUM('in_stock', 'coming_soon', 'sold', 'other');
  CREATE TYPE "public"."enum_pages_kind" AS ENUM('home', 'search', 'vehicle', 'finance', 'locations', 'contact', 'about', 'special-offers', 'custom');
  CREATE TYPE "public"."enum_pages_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__pages_v_version_kind" AS ENUM('home', 'search', 'vehicle', 'finance', 'locations', 'contact', 'about', 'special-offers', 'custom');
  CREATE TYPE "public"."enum__pages_v_version_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum_promos_display" AS ENUM('new', 'used', 'demo');
  CREATE TYPE "public"."enum_promos_kind" AS ENUM('slide', 'node');
  CREATE TYPE "public"."enum_brands_button_sets_buttons_variant" AS ENUM('primary', 'secondary', 'outline');
  CREATE TABLE "users_sites" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"site_id" integer NOT NULL
  );
  
  CREATE TABLE "users_sessions" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"created_at" timestamp(3) with time zone,
  	"expires_at" timestamp(3) with time zone NOT NULL
  );
  
  CREATE TABLE "users" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"name" varchar,
  	"role" "enum_users_role" DEFAULT 'dealer-editor' NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"email" varchar NOT NULL,
  	"reset_password_token" varchar,
  	"reset_password_expiration" timestamp(3) with time zone,
  	"salt" varchar,
  	"hash" varchar,
  	"reset_password_requested_at" timestamp(3) with time zone,
  	"login_attempts" numeric DEFAULT 0,
  	"lock_until" timestamp(3) with time zone
  );
  
  CREATE TABLE "sites_domains" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"domain" varchar NOT NULL
  );
  
  CREATE TABLE "sites" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"name" varchar NOT NULL,
  	"slug" varchar NOT NULL,
  	"is_default" boolean DEFAULT false,
  	"template" "enum_sites_template" DEFAULT 'used-car' NOT NULL,
  	"brand_id" integer,
  	"logo_url" varchar,
  	"city" varchar,
  	"state" varchar,
  	"config" jsonb DEFAULT '{}'::jsonb,
  	"flags" jsonb DEFAULT '{}'::jsonb,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "sites_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"dealerships_id" integer
  );
  
  CREATE TABLE "dealerships" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"name" varchar NOT NULL,
  	"slug" varchar NOT NULL,
  	"phones_override" varchar,
  	"phones_new" varchar,
  	"phones_used" varchar,
  	"phones_demo" varchar,
  	"licence_number" varchar,
  	"reviews_average_rating" numeric,
  	"reviews_count" numeric,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "locations_opening_hours" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"weekday" "enum_locations_opening_hours_weekday" NOT NULL,
  	"status" "enum_locations_opening_hours_status" DEFAULT 'open' NOT NULL,
  	"open" varchar,
  	"close" varchar
  );
  
  CREATE TABLE "locations_special_hours" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"date" timestamp(3) with time zone NOT NULL,
  	"status" "enum_locations_special_hours_status" DEFAULT 'open' NOT NULL,
  	"open" varchar,
  	"close" varchar,
  	"note" varchar
  );
  
  CREATE TABLE "locations" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"name" varchar NOT NULL,
  	"slug" varchar NOT NULL,
  	"dealership_id" integer NOT NULL,
  	"type" "enum_locations_type" DEFAULT 'sales',
  	"subtype" varchar,
  	"primary" boolean DEFAULT false,
  	"visible" boolean DEFAULT true,
  	"address_street" varchar,
  	"address_city" varchar,
  	"address_state" "enum_locations_address_state",
  	"address_postcode" varchar,
  	"address_lat" numeric,
  	"address_lng" numeric,
  	"address_place_url" varchar,
  	"address_map_key" varchar,
  	"contact_phone" varchar,
  	"contact_landline" varchar,
  	"contact_email" varchar,
  	"dealer_licence_number" varchar,
  	"repairer_number" varchar,
  	"reviews_average_rating" numeric,
  	"reviews_count" numeric,
  	"image_url" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "locations_texts" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"text" varchar
  );
  
  CREATE TABLE "vehicles" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"name" varchar NOT NULL,
  	"slug" varchar NOT NULL,
  	"year" numeric,
  	"make" varchar NOT NULL,
  	"model" varchar NOT NULL,
  	"badge" varchar,
  	"series" varchar,
  	"item_type" "enum_vehicles_item_type" DEFAULT 'car',
  	"carsales_title" varchar,
  	"car_type" "enum_vehicles_car_type" NOT NULL,
  	"status" "enum_vehicles_status" DEFAULT 'in_stock' NOT NULL,
  	"reserved" boolean DEFAULT false,
  	"certified" boolean DEFAULT false,
  	"tag" varchar,
  	"show_on_dealer_website" boolean DEFAULT true,
  	"listed_at" timestamp(3) with time zone,
  	"sold_at" timestamp(3) with time zone,
  	"price" numeric,
  	"before_price" numeric,
  	"offer_price" numeric,
  	"subscription_price" numeric,
  	"price_type" varchar,
  	"preorder" boolean DEFAULT false,
  	"colour" varchar,
  	"interior_colour" varchar,
  	"body" varchar,
  	"simple_body" varchar,
  	"doors" numeric,
  	"seats" numeric,
  	"drive" varchar,
  	"body_configuration" varchar,
  	"transmission" varchar,
  	"simple_transmission" varchar,
  	"gear_count" numeric,
  	"fuel" varchar,
  	"simple_fuel" varchar,
  	"engine_size" varchar,
  	"engine_size_litres" numeric,
  	"km" numeric,
  	"stock_number" varchar NOT NULL,
  	"vin" varchar,
  	"nvic" varchar,
  	"reg_plate" varchar,
  	"rego_expiry" timestamp(3) with time zone,
  	"build_date" varchar,
  	"compliance_date" varchar,
  	"specs_cylinders" numeric,
  	"specs_induction" varchar,
  	"specs_engine_power_cc" numeric,
  	"specs_torque_nm" numeric,
  	"specs_gear_type" varchar,
  	"specs_fuel_consumption_combined" numeric,
  	"specs_fuel_capacity" numeric,
  	"specs_gross_vehicle_mass" numeric,
  	"specs_kerb_weight" numeric,
  	"specs_towing_capacity_braked" numeric,
  	"specs_length_mm" numeric,
  	"specs_height_mm" numeric,
  	"specs_width_mm" numeric,
  	"specs_ancap_rating" numeric,
  	"specs_body_width" numeric,
  	"specs_body_length" numeric,
  	"specs_tare_weight" numeric,
  	"specs_axle_type" varchar,
  	"specs_sleeps" numeric,
  	"specs_aggregate_trailer_mass" numeric,
  	"photos_count" numeric,
  	"images" jsonb DEFAULT '[]'::jsonb,
  	"primary_image_url" varchar,
  	"video_url" varchar,
  	"external_video_url" varchar,
  	"spin_images" jsonb DEFAULT '[]'::jsonb,
  	"spin_interior_image" varchar,
  	"spin_code" varchar,
  	"hotspots" jsonb,
  	"dealership_id" integer NOT NULL,
  	"location_id" integer,
  	"city" varchar,
  	"state" varchar,
  	"private_suburb" varchar,
  	"private_postcode" varchar,
  	"dealer_comments" varchar,
  	"standard_equipment" jsonb DEFAULT '[]'::jsonb,
  	"categories" jsonb DEFAULT '[]'::jsonb,
  	"features" jsonb DEFAULT '[]'::jsonb,
  	"history_report_url" varchar,
  	"views" numeric DEFAULT 0,
  	"market_state_average_market_price" numeric,
  	"market_average_market_price" numeric,
  	"market_range_min" numeric,
  	"market_range_max" numeric,
  	"market_confidence" numeric,
  	"finance_lenders" jsonb,
  	"finance_quote" jsonb,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "pages" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"site_id" integer,
  	"title" varchar,
  	"path" varchar,
  	"kind" "enum_pages_kind" DEFAULT 'custom',
  	"layout" jsonb DEFAULT '{"root":{"props":{}},"content":[]}'::jsonb,
  	"meta_title" varchar,
  	"meta_description" varchar,
  	"meta_image_id" integer,
  	"meta_no_index" boolean DEFAULT false,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"_status" "enum_pages_status" DEFAULT 'draft'
  );
  
  CREATE TABLE "_pages_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"parent_id" integer,
  	"version_site_id" integer,
  	"version_title" varchar,
  	"version_path" varchar,
  	"version_kind" "enum__pages_v_version_kind" DEFAULT 'custom',
  	"version_layout" jsonb DEFAULT '{"root":{"props":{}},"content":[]}'::jsonb,
  	"version_meta_title" varchar,
  	"version_meta_description" varchar,
  	"version_meta_image_id" integer,
  	"version_meta_no_index" boolean DEFAULT false,
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"version__status" "enum__pages_v_version_status" DEFAULT 'draft',
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"latest" boolean,
  	"autosave" boolean
  );
  
  CREATE TABLE "promos_display" (
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"value" "enum_promos_display",
  	"id" serial PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "promos" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"site_id" integer,
  	"name" varchar NOT NULL,
  	"kind" "enum_promos_kind" DEFAULT 'slide' NOT NULL,
  	"description" varchar,
  	"url" varchar,
  	"start" timestamp(3) with time zone,
  	"expiry" timestamp(3) with time zone,
  	"position" numeric,
  	"strict_display" boolean DEFAULT false,
  	"hide_overlay" boolean DEFAULT false,
  	"image_id" integer,
  	"image_url" varchar,
  	"content" jsonb,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "brands_menu_children" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"label" varchar NOT NULL,
  	"url" varchar NOT NULL
  );
  
  CREATE TABLE "brands_menu" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"label" varchar NOT NULL,
  	"url" varchar NOT NULL
  );
  
  CREATE TABLE "brands_quick_links" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"label" varchar NOT NULL,
  	"url" varchar NOT NULL
  );
  
  CREATE TABLE "brands_footer_columns_links" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"label" varchar NOT NULL,
  	"url" varchar NOT NULL
  );
  
  CREATE TABLE "brands_footer_columns" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"heading" varchar NOT NULL
  );
  
  CREATE TABLE "brands_button_sets_buttons" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"label" varchar NOT NULL,
  	"url" varchar NOT NULL,
  	"variant" "enum_brands_button_sets_buttons_variant" DEFAULT 'primary'
  );
  
  CREATE TABLE "brands_button_sets" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"name" varchar NOT NULL
  );
  
  CREATE TABLE "brands_banners" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"title" varchar NOT NULL,
  	"text" varchar,
  	"url" varchar,
  	"start" timestamp(3) with time zone,
  	"expiry" timestamp(3) with time zone
  );
  
  CREATE TABLE "brands" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"site_id" integer,
  	"name" varchar NOT NULL,
  	"slug" varchar NOT NULL,
  	"logo_url" varchar,
  	"primary_colour" varchar DEFAULT '#0b4f8a',
  	"tagline" varchar,
  	"footer_text" varchar,
  	"hours_note" varchar,
  	"legal_text" jsonb,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "media" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"site_id" integer,
  	"alt" varchar NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"url" varchar,
  	"thumbnail_u_r_l" varchar,
  	"filename" varchar,
  	"mime_type" varchar,
  	"filesize" numeric,
  	"width" numeric,
  	"height" numeric,
  	"focal_x" numeric,
  	"focal_y" numeric,
  	"sizes_thumbnail_url" varchar,
  	"sizes_thumbnail_width" numeric,
  	"sizes_thumbnail_height" numeric,
  	"sizes_thumbnail_mime_type" varchar,
  	"sizes_thumbnail_filesize" numeric,
  	"sizes_thumbnail_filename" varchar,
  	"sizes_card_url" varchar,
  	"sizes_card_width" numeric,
  	"sizes_card_height" numeric,
  	"sizes_card_mime_type" varchar,
  	"sizes_card_filesize" numeric,
  	"sizes_card_filename" varchar,
  	"sizes_hero_url" varchar,
  	"sizes_hero_width" numeric,
  	"sizes_hero_height" numeric,
  	"sizes_hero_mime_type" varchar,
  	"sizes_hero_filesize" numeric,
  	"sizes_hero_filename" varchar
  );
  
  CREATE TABLE "payload_kv" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"key" varchar NOT NULL,
  	"data" jsonb NOT NULL
  );
  
  CREATE TABLE "payload_locked_documents" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"global_slug" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "payload_locked_documents_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"users_id" integer,
  	"sites_id" integer,
  	"dealerships_id" integer,
  	"locations_id" integer,
  	"vehicles_id" integer,
  	"pages_id" integer,
  	"promos_id" integer,
  	"brands_id" integer,
  	"media_id" integer
  );
  
  CREATE TABLE "payload_preferences" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"key" varchar,
  	"value" jsonb,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "payload_preferences_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"users_id" integer
  );
  
  CREATE TABLE "payload_migrations" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"name" varchar,
  	"batch" numeric,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  ALTER TABLE "users_sites" ADD CONSTRAINT "users_sites_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "users_sites" ADD CONSTRAINT "users_sites_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "users_sessions" ADD CONSTRAINT "users_sessions_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "sites_domains" ADD CONSTRAINT "sites_domains_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "sites" ADD CONSTRAINT "sites_brand_id_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brands"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "sites_rels" ADD CONSTRAINT "sites_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "sites_rels" ADD CONSTRAINT "sites_rels_dealerships_fk" FOREIGN KEY ("dealerships_id") REFERENCES "public"."dealerships"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "locations_opening_hours" ADD CONSTRAINT "locations_opening_hours_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."locations"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "locations_special_hours" ADD CONSTRAINT "locations_special_hours_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."locations"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "locations" ADD CONSTRAINT "locations_dealership_id_dealerships_id_fk" FOREIGN KEY ("dealership_id") REFERENCES "public"."dealerships"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "locations_texts" ADD CONSTRAINT "locations_texts_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."locations"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "vehicles" ADD CONSTRAINT "vehicles_dealership_id_dealerships_id_fk" FOREIGN KEY ("dealership_id") REFERENCES "public"."dealerships"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "vehicles" ADD CONSTRAINT "vehicles_location_id_locations_id_fk" FOREIGN KEY ("location_id") REFERENCES "public"."locations"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "pages" ADD CONSTRAINT "pages_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "pages" ADD CONSTRAINT "pages_meta_image_id_media_id_fk" FOREIGN KEY ("meta_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_pages_v" ADD CONSTRAINT "_pages_v_parent_id_pages_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."pages"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_pages_v" ADD CONSTRAINT "_pages_v_version_site_id_sites_id_fk" FOREIGN KEY ("version_site_id") REFERENCES "public"."sites"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_pages_v" ADD CONSTRAINT "_pages_v_version_meta_image_id_media_id_fk" FOREIGN KEY ("version_meta_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "promos_display" ADD CONSTRAINT "promos_display_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."promos"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "promos" ADD CONSTRAINT "promos_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "promos" ADD CONSTRAINT "promos_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "brands_menu_children" ADD CONSTRAINT "brands_menu_children_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."brands_menu"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "brands_menu" ADD CONSTRAINT "brands_menu_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."brands"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "brands_quick_links" ADD CONSTRAINT "brands_quick_links_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."brands"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "brands_footer_columns_links" ADD CONSTRAINT "brands_footer_columns_links_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."brands_footer_columns"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "brands_footer_columns" ADD CONSTRAINT "brands_footer_columns_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."brands"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "brands_button_sets_buttons" ADD CONSTRAINT "brands_button_sets_buttons_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."brands_button_sets"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "brands_button_sets" ADD CONSTRAINT "brands_button_sets_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."brands"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "brands_banners" ADD CONSTRAINT "brands_banners_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."brands"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "brands" ADD CONSTRAINT "brands_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "media" ADD CONSTRAINT "media_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."payload_locked_documents"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_users_fk" FOREIGN KEY ("users_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_sites_fk" FOREIGN KEY ("sites_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_dealerships_fk" FOREIGN KEY ("dealerships_id") REFERENCES "public"."dealerships"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_locations_fk" FOREIGN KEY ("locations_id") REFERENCES "public"."locations"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_vehicles_fk" FOREIGN KEY ("vehicles_id") REFERENCES "public"."vehicles"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_pages_fk" FOREIGN KEY ("pages_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_promos_fk" FOREIGN KEY ("promos_id") REFERENCES "public"."promos"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_brands_fk" FOREIGN KEY ("brands_id") REFERENCES "public"."brands"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_media_fk" FOREIGN KEY ("media_id") REFERENCES "public"."media"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_preferences_rels" ADD CONSTRAINT "payload_preferences_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."payload_preferences"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_preferences_rels" ADD CONSTRAINT "payload_preferences_rels_users_fk" FOREIGN KEY ("users_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "users_sites_order_idx" ON "users_sites" USING btree ("_order");
  CREATE INDEX "users_sites_parent_id_idx" ON "users_sites" USING btree ("_parent_id");
  CREATE INDEX "users_sites_site_idx" ON "users_sites" USING btree ("site_id");
  CREATE INDEX "users_sessions_order_idx" ON "users_sessions" USING btree ("_order");
  CREATE INDEX "users_sessions_parent_id_idx" ON "users_sessions" USING btree ("_parent_id");
  CREATE INDEX "users_updated_at_idx" ON "users" USING btree ("updated_at");
  CREATE INDEX "users_created_at_idx" ON "users" USING btree ("created_at");
  CREATE UNIQUE INDEX "users_email_idx" ON "users" USING btree ("email");
  CREATE INDEX "sites_domains_order_idx" ON "sites_domains" USING btree ("_order");
  CREATE INDEX "sites_domains_parent_id_idx" ON "sites_domains" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "sites_slug_idx" ON "sites" USING btree ("slug");
  CREATE INDEX "sites_brand_idx" ON "sites" USING btree ("brand_id");
  CREATE INDEX "sites_updated_at_idx" ON "sites" USING btree ("updated_at");
  CREATE INDEX "sites_created_at_idx" ON "sites" USING btree ("created_at");
  CREATE INDEX "sites_rels_order_idx" ON "sites_rels" USING btree ("order");
  CREATE INDEX "sites_rels_parent_idx" ON "sites_rels" USING btree ("parent_id");
  CREATE INDEX "sites_rels_path_idx" ON "sites_rels" USING btree ("path");
  CREATE INDEX "sites_rels_dealerships_id_idx" ON "sites_rels" USING btree ("dealerships_id");
  CREATE UNIQUE INDEX "dealerships_slug_idx" ON "dealerships" USING btree ("slug");
  CREATE INDEX "dealerships_updated_at_idx" ON "dealerships" USING btree ("updated_at");
  CREATE INDEX "dealerships_created_at_idx" ON "dealerships" USING btree ("created_at");
  CREATE INDEX "locations_opening_hours_order_idx" ON "locations_opening_hours" USING btree ("_order");
  CREATE INDEX "locations_opening_hours_parent_id_idx" ON "locations_opening_hours" USING btree ("_parent_id");
  CREATE INDEX "locations_special_hours_order_idx" ON "locations_special_hours" USING btree ("_order");
  CREATE INDEX "locations_special_hours_parent_id_idx" ON "locations_special_hours" USING btree ("_parent_id");
  CREATE INDEX "locations_slug_idx" ON "locations" USING btree ("slug");
  CREATE INDEX "locations_dealership_idx" ON "locations" USING btree ("dealership_id");
  CREATE INDEX "locations_updated_at_idx" ON "locations" USING btree ("updated_at");
  CREATE INDEX "locations_created_at_idx" ON "locations" USING btree ("created_at");
  CREATE INDEX "locations_texts_order_parent" ON "locations_texts" USING btree ("order","parent_id");
  CREATE UNIQUE INDEX "vehicles_slug_idx" ON "vehicles" USING btree ("slug");
  CREATE INDEX "vehicles_year_idx" ON "vehicles" USING btree ("year");
  CREATE INDEX "vehicles_make_idx" ON "vehicles" USING btree ("make");
  CREATE INDEX "vehicles_model_idx" ON "vehicles" USING btree ("model");
  CREATE INDEX "vehicles_item_type_idx" ON "vehicles" USING btree ("item_type");
  CREATE INDEX "vehicles_car_type_idx" ON "vehicles" USING btree ("car_type");
  CREATE INDEX "vehicles_status_idx" ON "vehicles" USING btree ("status");
  CREATE INDEX "vehicles_show_on_dealer_website_idx" ON "vehicles" USING btree ("show_on_dealer_website");
  CREATE INDEX "vehicles_listed_at_idx" ON "vehicles" USING btree ("listed_at");
  CREATE INDEX "vehicles_sold_at_idx" ON "vehicles" USING btree ("sold_at");
  CREATE INDEX "vehicles_price_idx" ON "vehicles" USING btree ("price");
  CREATE INDEX "vehicles_colour_idx" ON "vehicles" USING btree ("colour");
  CREATE INDEX "vehicles_body_idx" ON "vehicles" USING btree ("body");
  CREATE INDEX "vehicles_simple_transmission_idx" ON "vehicles" USING btree ("simple_transmission");
  CREATE INDEX "vehicles_simple_fuel_idx" ON "vehicles" USING btree ("simple_fuel");
  CREATE INDEX "vehicles_km_idx" ON "vehicles" USING btree ("km");
  CREATE INDEX "vehicles_stock_number_idx" ON "vehicles" USING btree ("stock_number");
  CREATE INDEX "vehicles_vin_idx" ON "vehicles" USING btree ("vin");
  CREATE INDEX "vehicles_photos_count_idx" ON "vehicles" USING btree ("photos_count");
  CREATE INDEX "vehicles_dealership_idx" ON "vehicles" USING btree ("dealership_id");
  CREATE INDEX "vehicles_location_idx" ON "vehicles" USING btree ("location_id");
  CREATE INDEX "vehicles_city_idx" ON "vehicles" USING btree ("city");
  CREATE INDEX "vehicles_state_idx" ON "vehicles" USING btree ("state");
  CREATE INDEX "vehicles_updated_at_idx" ON "vehicles" USING btree ("updated_at");
  CREATE INDEX "vehicles_created_at_idx" ON "vehicles" USING btree ("created_at");
  CREATE UNIQUE INDEX "dealership_stockNumber_idx" ON "vehicles" USING btree ("dealership_id","stock_number");
  CREATE INDEX "dealership_status_idx" ON "vehicles" USING btree ("dealership_id","status");
  CREATE INDEX "pages_site_idx" ON "pages" USING btree ("site_id");
  CREATE INDEX "pages_path_idx" ON "pages" USING btree ("path");
  CREATE INDEX "pages_kind_idx" ON "pages" USING btree ("kind");
  CREATE INDEX "pages_meta_meta_image_idx" ON "pages" USING btree ("meta_image_id");
  CREATE INDEX "pages_updated_at_idx" ON "pages" USING btree ("updated_at");
  CREATE INDEX "pages_created_at_idx" ON "pages" USING btree ("created_at");
  CREATE INDEX "pages__status_idx" ON "pages" USING btree ("_status");
  CREATE INDEX "_pages_v_parent_idx" ON "_pages_v" USING btree ("parent_id");
  CREATE INDEX "_pages_v_version_version_site_idx" ON "_pages_v" USING btree ("version_site_id");
  CREATE INDEX "_pages_v_version_version_path_idx" ON "_pages_v" USING btree ("version_path");
  CREATE INDEX "_pages_v_version_version_kind_idx" ON "_pages_v" USING btree ("version_kind");
  CREATE INDEX "_pages_v_version_meta_version_meta_image_idx" ON "_pages_v" USING btree ("version_meta_image_id");
  CREATE INDEX "_pages_v_version_version_updated_at_idx" ON "_pages_v" USING btree ("version_updated_at");
  CREATE INDEX "_pages_v_version_version_created_at_idx" ON "_pages_v" USING btree ("version_created_at");
  CREATE INDEX "_pages_v_version_version__status_idx" ON "_pages_v" USING btree ("version__status");
  CREATE INDEX "_pages_v_created_at_idx" ON "_pages_v" USING btree ("created_at");
  CREATE INDEX "_pages_v_updated_at_idx" ON "_pages_v" USING btree ("updated_at");
  CREATE INDEX "_pages_v_latest_idx" ON "_pages_v" USING btree ("latest");
  CREATE INDEX "_pages_v_autosave_idx" ON "_pages_v" USING btree ("autosave");
  CREATE INDEX "promos_display_order_idx" ON "promos_display" USING btree ("order");
  CREATE INDEX "promos_display_parent_idx" ON "promos_display" USING btree ("parent_id");
  CREATE INDEX "promos_site_idx" ON "promos" USING btree ("site_id");
  CREATE INDEX "promos_image_idx" ON "promos" USING btree ("image_id");
  CREATE INDEX "promos_updated_at_idx" ON "promos" USING btree ("updated_at");
  CREATE INDEX "promos_created_at_idx" ON "promos" USING btree ("created_at");
  CREATE INDEX "brands_menu_children_order_idx" ON "brands_menu_children" USING btree ("_order");
  CREATE INDEX "brands_menu_children_parent_id_idx" ON "brands_menu_children" USING btree ("_parent_id");
  CREATE INDEX "brands_menu_order_idx" ON "brands_menu" USING btree ("_order");
  CREATE INDEX "brands_menu_parent_id_idx" ON "brands_menu" USING btree ("_parent_id");
  CREATE INDEX "brands_quick_links_order_idx" ON "brands_quick_links" USING btree ("_order");
  CREATE INDEX "brands_quick_links_parent_id_idx" ON "brands_quick_links" USING btree ("_parent_id");
  CREATE INDEX "brands_footer_columns_links_order_idx" ON "brands_footer_columns_links" USING btree ("_order");
  CREATE INDEX "brands_footer_columns_links_parent_id_idx" ON "brands_footer_columns_links" USING btree ("_parent_id");
  CREATE INDEX "brands_footer_columns_order_idx" ON "brands_footer_columns" USING btree ("_order");
  CREATE INDEX "brands_footer_columns_parent_id_idx" ON "brands_footer_columns" USING btree ("_parent_id");
  CREATE INDEX "brands_button_sets_buttons_order_idx" ON "brands_button_sets_buttons" USING btree ("_order");
  CREATE INDEX "brands_button_sets_buttons_parent_id_idx" ON "brands_button_sets_buttons" USING btree ("_parent_id");
  CREATE INDEX "brands_button_sets_order_idx" ON "brands_button_sets" USING btree ("_order");
  CREATE INDEX "brands_button_sets_parent_id_idx" ON "brands_button_sets" USING btree ("_parent_id");
  CREATE INDEX "brands_banners_order_idx" ON "brands_banners" USING btree ("_order");
  CREATE INDEX "brands_banners_parent_id_idx" ON "brands_banners" USING btree ("_parent_id");
  CREATE INDEX "brands_site_idx" ON "brands" USING btree ("site_id");
  CREATE INDEX "brands_slug_idx" ON "brands" USING btree ("slug");
  CREATE INDEX "brands_updated_at_idx" ON "brands" USING btree ("updated_at");
  CREATE INDEX "brands_created_at_idx" ON "brands" USING btree ("created_at");
  CREATE INDEX "media_site_idx" ON "media" USING btree ("site_id");
  CREATE INDEX "media_updated_at_idx" ON "media" USING btree ("updated_at");
  CREATE INDEX "media_created_at_idx" ON "media" USING btree ("created_at");
  CREATE UNIQUE INDEX "media_filename_idx" ON "media" USING btree ("filename");
  CREATE INDEX "media_sizes_thumbnail_sizes_thumbnail_filename_idx" ON "media" USING btree ("sizes_thumbnail_filename");
  CREATE INDEX "media_sizes_card_sizes_card_filename_idx" ON "media" USING btree ("sizes_card_filename");
  CREATE INDEX "media_sizes_hero_sizes_hero_filename_idx" ON "media" USING btree ("sizes_hero_filename");
  CREATE UNIQUE INDEX "payload_kv_key_idx" ON "payload_kv" USING btree ("key");
  CREATE INDEX "payload_locked_documents_global_slug_idx" ON "payload_locked_documents" USING btree ("global_slug");
  CREATE INDEX "payload_locked_documents_updated_at_idx" ON "payload_locked_documents" USING btree ("updated_at");
  CREATE INDEX "payload_locked_documents_created_at_idx" ON "payload_locked_documents" USING btree ("created_at");
  CREATE INDEX "payload_locked_documents_rels_order_idx" ON "payload_locked_documents_rels" USING btree ("order");
  CREATE INDEX "payload_locked_documents_rels_parent_idx" ON "payload_locked_documents_rels" USING btree ("parent_id");
  CREATE INDEX "payload_locked_documents_rels_path_idx" ON "payload_locked_documents_rels" USING btree ("path");
  CREATE INDEX "payload_locked_documents_rels_users_id_idx" ON "payload_locked_documents_rels" USING btree ("users_id");
  CREATE INDEX "payload_locked_documents_rels_sites_id_idx" ON "payload_locked_documents_rels" USING btree ("sites_id");
  CREATE INDEX "payload_locked_documents_rels_dealerships_id_idx" ON "payload_locked_documents_rels" USING btree ("dealerships_id");
  CREATE INDEX "payload_locked_documents_rels_locations_id_idx" ON "payload_locked_documents_rels" USING btree ("locations_id");
  CREATE INDEX "payload_locked_documents_rels_vehicles_id_idx" ON "payload_locked_documents_rels" USING btree ("vehicles_id");
  CREATE INDEX "payload_locked_documents_rels_pages_id_idx" ON "payload_locked_documents_rels" USING btree ("pages_id");
  CREATE INDEX "payload_locked_documents_rels_promos_id_idx" ON "payload_locked_documents_rels" USING btree ("promos_id");
  CREATE INDEX "payload_locked_documents_rels_brands_id_idx" ON "payload_locked_documents_rels" USING btree ("brands_id");
  CREATE INDEX "payload_locked_documents_rels_media_id_idx" ON "payload_locked_documents_rels" USING btree ("media_id");
  CREATE INDEX "payload_preferences_key_idx" ON "payload_preferences" USING btree ("key");
  CREATE INDEX "payload_preferences_updated_at_idx" ON "payload_preferences" USING btree ("updated_at");
  CREATE INDEX "payload_preferences_created_at_idx" ON "payload_preferences" USING btree ("created_at");
  CREATE INDEX "payload_preferences_rels_order_idx" ON "payload_preferences_rels" USING btree ("order");
  CREATE INDEX "payload_preferences_rels_parent_idx" ON "payload_preferences_rels" USING btree ("parent_id");
  CREATE INDEX "payload_preferences_rels_path_idx" ON "payload_preferences_rels" USING btree ("path");
  CREATE INDEX "payload_preferences_rels_users_id_idx" ON "payload_preferences_rels" USING btree ("users_id");
  CREATE INDEX "payload_migrations_updated_at_idx" ON "payload_migrations" USING btree ("updated_at");
  CREATE INDEX "payload_migrations_created_at_idx" ON "payload_migrations" USING btree ("created_at");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   DROP TABLE "users_sites" CASCADE;
  DROP TABLE "users_sessions" CASCADE;
  DROP TABLE "users" CASCADE;
  DROP TABLE "sites_domains" CASCADE;
  DROP TABLE "sites" CASCADE;
  DROP TABLE "sites_rels" CASCADE;
  DROP TABLE "dealerships" CASCADE;
  DROP TABLE "locations_opening_hours" CASCADE;
  DROP TABLE "locations_special_hours" CASCADE;
  DROP TABLE "locations" CASCADE;
  DROP TABLE "locations_texts" CASCADE;
  DROP TABLE "vehicles" CASCADE;
  DROP TABLE "pages" CASCADE;
  DROP TABLE "_pages_v" CASCADE;
  DROP TABLE "promos_display" CASCADE;
  DROP TABLE "promos" CASCADE;
  DROP TABLE "brands_menu_children" CASCADE;
  DROP TABLE "brands_menu" CASCADE;
  DROP TABLE "brands_quick_links" CASCADE;
  DROP TABLE "brands_footer_columns_links" CASCADE;
  DROP TABLE "brands_footer_columns" CASCADE;
  DROP TABLE "brands_button_sets_buttons" CASCADE;
  DROP TABLE "brands_button_sets" CASCADE;
  DROP TABLE "brands_banners" CASCADE;
  DROP TABLE "brands" CASCADE;
  DROP TABLE "media" CASCADE;
  DROP TABLE "payload_kv" CASCADE;
  DROP TABLE "payload_locked_documents" CASCADE;
  DROP TABLE "payload_locked_documents_rels" CASCADE;
  DROP TABLE "payload_preferences" CASCADE;
  DROP TABLE "payload_preferences_rels" CASCADE;
  DROP TABLE "payload_migrations" CASCADE;
  DROP TYPE "public"."enum_users_role";
  DROP TYPE "public"."enum_sites_template";
  DROP TYPE "public"."enum_locations_opening_hours_weekday";
  DROP TYPE "public"."enum_locations_opening_hours_status";
  DROP TYPE "public"."enum_locations_special_hours_status";
  DROP TYPE "public"."enum_locations_type";
  DROP TYPE "public"."enum_locations_address_state";
  DROP TYPE "public"."enum_vehicles_item_type";
  DROP TYPE "public"."enum_vehicles_car_type";
  DROP TYPE "public"."enum_vehicles_status";
  DROP TYPE "public"."enum_pages_kind";
  DROP TYPE "public"."enum_pages_status";
  DROP TYPE "public"."enum__pages_v_version_kind";
  DROP TYPE "public"."enum__pages_v_version_status";
  DROP TYPE "public"."enum_promos_display";
  DROP TYPE "public"."enum_promos_kind";
  DROP TYPE "public"."enum_brands_button_sets_buttons_variant";`)
}
