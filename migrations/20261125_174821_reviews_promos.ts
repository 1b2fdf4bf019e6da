import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_reviews_source" AS ENUM('admin', 'google');
  ALTER TYPE "public"."enum_promos_kind" ADD VALUE 'banner';
  CREATE TABLE "reviews" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"dealership_id" integer NOT NULL,
  	"location_id" integer,
  	"customer_name" varchar NOT NULL,
  	"rating" numeric NOT NULL,
  	"review_date" timestamp(3) with time zone NOT NULL,
  	"title" varchar,
  	"text" varchar,
  	"reply_text" varchar,
  	"reply_date" timestamp(3) with time zone,
  	"published" boolean DEFAULT true,
  	"source" "enum_reviews_source" DEFAULT 'admin' NOT NULL,
  	"external_id" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  ALTER TABLE "locations" ADD COLUMN "google_business_location" varchar;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "reviews_id" integer;
  ALTER TABLE "reviews" ADD CONSTRAINT "reviews_dealership_id_dealerships_id_fk" FOREIGN KEY ("dealership_id") REFERENCES "public"."dealerships"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "reviews" ADD CONSTRAINT "reviews_location_id_locations_id_fk" FOREIGN KEY ("location_id") REFERENCES "public"."locations"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "reviews_dealership_idx" ON "reviews" USING btree ("dealership_id");
  CREATE INDEX "reviews_location_idx" ON "reviews" USING btree ("location_id");
  CREATE INDEX "reviews_review_date_idx" ON "reviews" USING btree ("review_date");
  CREATE INDEX "reviews_published_idx" ON "reviews" USING btree ("published");
  CREATE INDEX "reviews_external_id_idx" ON "reviews" USING btree ("external_id");
  CREATE INDEX "reviews_updated_at_idx" ON "reviews" USING btree ("updated_at");
  CREATE INDEX "reviews_created_at_idx" ON "reviews" USING btree ("created_at");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_reviews_fk" FOREIGN KEY ("reviews_id") REFERENCES "public"."reviews"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_reviews_id_idx" ON "payload_locked_documents_rels" USING btree ("reviews_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "reviews" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "reviews" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_reviews_fk";
  
  ALTER TABLE "promos" ALTER COLUMN "kind" SET DATA TYPE text;
  ALTER TABLE "promos" ALTER COLUMN "kind" SET DEFAULT 'slide'::text;
  DROP TYPE "public"."enum_promos_kind";
  CREATE TYPE "public"."enum_promos_kind" AS ENUM('slide', 'node');
  ALTER TABLE "promos" ALTER COLUMN "kind" SET DEFAULT 'slide'::"public"."enum_promos_kind";
  ALTER TABLE "promos" ALTER COLUMN "kind" SET DATA TYPE "public"."enum_promos_kind" USING "kind"::"public"."enum_promos_kind";
  DROP INDEX "payload_locked_documents_rels_reviews_id_idx";
  ALTER TABLE "locations" DROP COLUMN "google_business_location";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "reviews_id";
  DROP TYPE "public"."enum_reviews_source";`)
}
