import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_shoppers_alerts_channel" AS ENUM('sms', 'email');
  CREATE TABLE "recently_viewed" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"site_id" integer,
  	"shopper_id" integer NOT NULL,
  	"vehicle_id" integer NOT NULL,
  	"viewed_at" timestamp(3) with time zone NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "saved_searches" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"site_id" integer,
  	"shopper_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"title" varchar NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  ALTER TABLE "shoppers" ADD COLUMN "alerts_channel" "enum_shoppers_alerts_channel" DEFAULT 'sms';
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "recently_viewed_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "saved_searches_id" integer;
  ALTER TABLE "recently_viewed" ADD CONSTRAINT "recently_viewed_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "recently_viewed" ADD CONSTRAINT "recently_viewed_shopper_id_shoppers_id_fk" FOREIGN KEY ("shopper_id") REFERENCES "public"."shoppers"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "recently_viewed" ADD CONSTRAINT "recently_viewed_vehicle_id_vehicles_id_fk" FOREIGN KEY ("vehicle_id") REFERENCES "public"."vehicles"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "saved_searches" ADD CONSTRAINT "saved_searches_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "saved_searches" ADD CONSTRAINT "saved_searches_shopper_id_shoppers_id_fk" FOREIGN KEY ("shopper_id") REFERENCES "public"."shoppers"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "recently_viewed_site_idx" ON "recently_viewed" USING btree ("site_id");
  CREATE INDEX "recently_viewed_shopper_idx" ON "recently_viewed" USING btree ("shopper_id");
  CREATE INDEX "recently_viewed_vehicle_idx" ON "recently_viewed" USING btree ("vehicle_id");
  CREATE INDEX "recently_viewed_viewed_at_idx" ON "recently_viewed" USING btree ("viewed_at");
  CREATE INDEX "recently_viewed_updated_at_idx" ON "recently_viewed" USING btree ("updated_at");
  CREATE INDEX "recently_viewed_created_at_idx" ON "recently_viewed" USING btree ("created_at");
  CREATE UNIQUE INDEX "shopper_vehicle_1_idx" ON "recently_viewed" USING btree ("shopper_id","vehicle_id");
  CREATE INDEX "saved_searches_site_idx" ON "saved_searches" USING btree ("site_id");
  CREATE INDEX "saved_searches_shopper_idx" ON "saved_searches" USING btree ("shopper_id");
  CREATE INDEX "saved_searches_updated_at_idx" ON "saved_searches" USING btree ("updated_at");
  CREATE INDEX "saved_searches_created_at_idx" ON "saved_searches" USING btree ("created_at");
  CREATE UNIQUE INDEX "shopper_path_idx" ON "saved_searches" USING btree ("shopper_id","path");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_recently_viewed_fk" FOREIGN KEY ("recently_viewed_id") REFERENCES "public"."recently_viewed"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_saved_searches_fk" FOREIGN KEY ("saved_searches_id") REFERENCES "public"."saved_searches"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_recently_viewed_id_idx" ON "payload_locked_documents_rels" USING btree ("recently_viewed_id");
  CREATE INDEX "payload_locked_documents_rels_saved_searches_id_idx" ON "payload_locked_documents_rels" USING btree ("saved_searches_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "recently_viewed" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "saved_searches" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "recently_viewed" CASCADE;
  DROP TABLE "saved_searches" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_recently_viewed_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_saved_searches_fk";
  
  DROP INDEX "payload_locked_documents_rels_recently_viewed_id_idx";
  DROP INDEX "payload_locked_documents_rels_saved_searches_id_idx";
  ALTER TABLE "shoppers" DROP COLUMN "alerts_channel";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "recently_viewed_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "saved_searches_id";
  DROP TYPE "public"."enum_shoppers_alerts_channel";`)
}
