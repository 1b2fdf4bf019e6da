import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_leads_valuation_step" AS ENUM('vehicle', 'offer', 'no-estimate', 'accepted', 'inspection');
  CREATE TYPE "public"."enum_leads_valuation_vehicle_source" AS ENUM('rego', 'manual');
  CREATE TYPE "public"."enum_rego_register_state" AS ENUM('ACT', 'NSW', 'NT', 'QLD', 'SA', 'TAS', 'VIC', 'WA');
  CREATE TYPE "public"."enum_rego_register_source" AS ENUM('demo', 'imported');
  CREATE TABLE "rego_register" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"rego" varchar NOT NULL,
  	"state" "enum_rego_register_state" NOT NULL,
  	"year" numeric NOT NULL,
  	"make" varchar NOT NULL,
  	"model" varchar NOT NULL,
  	"variant" varchar,
  	"source" "enum_rego_register_source" DEFAULT 'demo' NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  ALTER TABLE "leads" ADD COLUMN "valuation_step" "enum_leads_valuation_step";
  ALTER TABLE "leads" ADD COLUMN "valuation_vehicle_source" "enum_leads_valuation_vehicle_source";
  ALTER TABLE "leads" ADD COLUMN "valuation_provider" varchar;
  ALTER TABLE "leads" ADD COLUMN "valuation_registered" jsonb;
  ALTER TABLE "leads" ADD COLUMN "valuation_adjustment_answers" jsonb;
  ALTER TABLE "leads" ADD COLUMN "valuation_offer_low" numeric;
  ALTER TABLE "leads" ADD COLUMN "valuation_offer_high" numeric;
  ALTER TABLE "leads" ADD COLUMN "valuation_offer_valid_until" timestamp(3) with time zone;
  ALTER TABLE "leads" ADD COLUMN "valuation_comparables" numeric;
  ALTER TABLE "leads" ADD COLUMN "valuation_method" varchar;
  ALTER TABLE "leads" ADD COLUMN "valuation_offer_accepted" boolean;
  ALTER TABLE "leads" ADD COLUMN "valuation_inspection_requested" boolean;
  ALTER TABLE "leads" ADD COLUMN "valuation_form_completed" boolean;
  ALTER TABLE "leads" ADD COLUMN "valuation_decided_at" timestamp(3) with time zone;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "rego_register_id" integer;
  CREATE INDEX "rego_register_updated_at_idx" ON "rego_register" USING btree ("updated_at");
  CREATE INDEX "rego_register_created_at_idx" ON "rego_register" USING btree ("created_at");
  CREATE UNIQUE INDEX "rego_state_idx" ON "rego_register" USING btree ("rego","state");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_rego_register_fk" FOREIGN KEY ("rego_register_id") REFERENCES "public"."rego_register"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_rego_register_id_idx" ON "payload_locked_documents_rels" USING btree ("rego_register_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "rego_register" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "rego_register" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_rego_register_fk";
  
  DROP INDEX "payload_locked_documents_rels_rego_register_id_idx";
  ALTER TABLE "leads" DROP COLUMN "valuation_step";
  ALTER TABLE "leads" DROP COLUMN "valuation_vehicle_source";
  ALTER TABLE "leads" DROP COLUMN "valuation_provider";
  ALTER TABLE "leads" DROP COLUMN "valuation_registered";
  ALTER TABLE "leads" DROP COLUMN "valuation_adjustment_answers";
  ALTER TABLE "leads" DROP COLUMN "valuation_offer_low";
  ALTER TABLE "leads" DROP COLUMN "valuation_offer_high";
  ALTER TABLE "leads" DROP COLUMN "valuation_offer_valid_until";
  ALTER TABLE "leads" DROP COLUMN "valuation_comparables";
  ALTER TABLE "leads" DROP COLUMN "valuation_method";
  ALTER TABLE "leads" DROP COLUMN "valuation_offer_accepted";
  ALTER TABLE "leads" DROP COLUMN "valuation_inspection_requested";
  ALTER TABLE "leads" DROP COLUMN "valuation_form_completed";
  ALTER TABLE "leads" DROP COLUMN "valuation_decided_at";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "rego_register_id";
  DROP TYPE "public"."enum_leads_valuation_step";
  DROP TYPE "public"."enum_leads_valuation_vehicle_source";
  DROP TYPE "public"."enum_rego_register_state";
  DROP TYPE "public"."enum_rego_register_source";`)
}
