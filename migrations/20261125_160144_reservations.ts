import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_reservations_status" AS ENUM('pending', 'held', 'released', 'cancelled', 'refunded', 'completed');
  CREATE TYPE "public"."enum_reservations_provider" AS ENUM('local', 'stripe');
  ALTER TYPE "public"."enum_leads_type" ADD VALUE 'reserve';
  ALTER TYPE "public"."enum_payload_jobs_log_task_slug" ADD VALUE 'expireReservations';
  ALTER TYPE "public"."enum_payload_jobs_task_slug" ADD VALUE 'expireReservations';
  CREATE TABLE "reservations" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"status" "enum_reservations_status" DEFAULT 'pending' NOT NULL,
  	"dealer_confirmed" boolean DEFAULT false,
  	"notes" varchar,
  	"site_id" integer NOT NULL,
  	"dealership_id" integer NOT NULL,
  	"vehicle_id" integer NOT NULL,
  	"shopper_id" integer,
  	"lead_id" integer,
  	"first_name" varchar NOT NULL,
  	"last_name" varchar,
  	"email" varchar NOT NULL,
  	"phone" varchar NOT NULL,
  	"amount" numeric NOT NULL,
  	"provider" "enum_reservations_provider" NOT NULL,
  	"provider_session_id" varchar,
  	"provider_payment_id" varchar,
  	"provider_refund_id" varchar,
  	"public_token" varchar NOT NULL,
  	"held_at" timestamp(3) with time zone,
  	"confirmed_at" timestamp(3) with time zone,
  	"released_at" timestamp(3) with time zone,
  	"cancelled_at" timestamp(3) with time zone,
  	"refunded_at" timestamp(3) with time zone,
  	"completed_at" timestamp(3) with time zone,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "reservations_id" integer;
  ALTER TABLE "reservations" ADD CONSTRAINT "reservations_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "reservations" ADD CONSTRAINT "reservations_dealership_id_dealerships_id_fk" FOREIGN KEY ("dealership_id") REFERENCES "public"."dealerships"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "reservations" ADD CONSTRAINT "reservations_vehicle_id_vehicles_id_fk" FOREIGN KEY ("vehicle_id") REFERENCES "public"."vehicles"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "reservations" ADD CONSTRAINT "reservations_shopper_id_shoppers_id_fk" FOREIGN KEY ("shopper_id") REFERENCES "public"."shoppers"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "reservations" ADD CONSTRAINT "reservations_lead_id_leads_id_fk" FOREIGN KEY ("lead_id") REFERENCES "public"."leads"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "reservations_status_idx" ON "reservations" USING btree ("status");
  CREATE INDEX "reservations_site_idx" ON "reservations" USING btree ("site_id");
  CREATE INDEX "reservations_dealership_idx" ON "reservations" USING btree ("dealership_id");
  CREATE INDEX "reservations_vehicle_idx" ON "reservations" USING btree ("vehicle_id");
  CREATE INDEX "reservations_shopper_idx" ON "reservations" USING btree ("shopper_id");
  CREATE INDEX "reservations_lead_idx" ON "reservations" USING btree ("lead_id");
  CREATE INDEX "reservations_provider_session_id_idx" ON "reservations" USING btree ("provider_session_id");
  CREATE UNIQUE INDEX "reservations_public_token_idx" ON "reservations" USING btree ("public_token");
  CREATE INDEX "reservations_updated_at_idx" ON "reservations" USING btree ("updated_at");
  CREATE INDEX "reservations_created_at_idx" ON "reservations" USING btree ("created_at");
  CREATE INDEX "status_heldAt_idx" ON "reservations" USING btree ("status","held_at");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_reservations_fk" FOREIGN KEY ("reservations_id") REFERENCES "public"."reservations"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_reservations_id_idx" ON "payload_locked_documents_rels" USING btree ("reservations_id");`)
  // At most one active (pending or held) reservation per car: of shoppers racing for a car, one wins (issue 14).
  await db.execute(sql`CREATE UNIQUE INDEX "reservations_one_active_per_vehicle" ON "reservations" USING btree ("vehicle_id") WHERE "status" IN ('pending', 'held');`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`DROP INDEX IF EXISTS "reservations_one_active_per_vehicle";`)
  await db.execute(sql`
   ALTER TABLE "reservations" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "reservations" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_reservations_fk";
  
  ALTER TABLE "leads" ALTER COLUMN "type" SET DATA TYPE text;
  DROP TYPE "public"."enum_leads_type";
  CREATE TYPE "public"."enum_leads_type" AS ENUM('enquiry', 'find-similar', 'request-photos', 'test-drive', 'trade-in', 'valuation', 'sell-my-car', 'finance', 'service', 'parts', 'contact', 'career', 'phone-reveal');
  ALTER TABLE "leads" ALTER COLUMN "type" SET DATA TYPE "public"."enum_leads_type" USING "type"::"public"."enum_leads_type";
  ALTER TABLE "payload_jobs_log" ALTER COLUMN "task_slug" SET DATA TYPE text;
  DROP TYPE "public"."enum_payload_jobs_log_task_slug";
  CREATE TYPE "public"."enum_payload_jobs_log_task_slug" AS ENUM('inline', 'syncVehicleSearch', 'deliverLead', 'sendSavedCarAlerts');
  ALTER TABLE "payload_jobs_log" ALTER COLUMN "task_slug" SET DATA TYPE "public"."enum_payload_jobs_log_task_slug" USING "task_slug"::"public"."enum_payload_jobs_log_task_slug";
  ALTER TABLE "payload_jobs" ALTER COLUMN "task_slug" SET DATA TYPE text;
  DROP TYPE "public"."enum_payload_jobs_task_slug";
  CREATE TYPE "public"."enum_payload_jobs_task_slug" AS ENUM('inline', 'syncVehicleSearch', 'deliverLead', 'sendSavedCarAlerts');
  ALTER TABLE "payload_jobs" ALTER COLUMN "task_slug" SET DATA TYPE "public"."enum_payload_jobs_task_slug" USING "task_slug"::"public"."enum_payload_jobs_task_slug";
  DROP INDEX "payload_locked_documents_rels_reservations_id_idx";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "reservations_id";
  DROP TYPE "public"."enum_reservations_status";
  DROP TYPE "public"."enum_reservations_provider";`)
}
