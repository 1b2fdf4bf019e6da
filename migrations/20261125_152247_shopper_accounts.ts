import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_verifications_verification_type" AS ENUM('sms', 'verify');
  ALTER TYPE "public"."enum_payload_jobs_log_task_slug" ADD VALUE 'sendSavedCarAlerts';
  ALTER TYPE "public"."enum_payload_jobs_task_slug" ADD VALUE 'sendSavedCarAlerts';
  CREATE TABLE "shoppers" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"site_id" integer,
  	"phone" varchar NOT NULL,
  	"first_name" varchar,
  	"last_name" varchar,
  	"email" varchar,
  	"alerts_opt_in" boolean DEFAULT false,
  	"alerts_stopped_at" timestamp(3) with time zone,
  	"last_signed_in_at" timestamp(3) with time zone,
  	"code_hash" varchar,
  	"code_expires_at" timestamp(3) with time zone,
  	"code_attempts" numeric DEFAULT 0,
  	"code_sent_at" timestamp(3) with time zone,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "shopper_sessions" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"shopper_id" integer NOT NULL,
  	"token_hash" varchar NOT NULL,
  	"expires_at" timestamp(3) with time zone NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "saved_cars" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"site_id" integer,
  	"shopper_id" integer NOT NULL,
  	"vehicle_id" integer NOT NULL,
  	"price_when_saved" numeric,
  	"alerted_price" numeric,
  	"alerted_sold" boolean DEFAULT false,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "verifications" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"site_id" integer,
  	"verification_type" "enum_verifications_verification_type" NOT NULL,
  	"shopper_id" integer NOT NULL,
  	"dealership_id" integer,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "sms_messages" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"to" varchar NOT NULL,
  	"body" varchar NOT NULL,
  	"site_id" integer,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "payload_jobs_stats" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"stats" jsonb,
  	"updated_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone
  );
  
  ALTER TABLE "payload_jobs" ADD COLUMN "meta" jsonb;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "shoppers_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "shopper_sessions_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "saved_cars_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "verifications_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "sms_messages_id" integer;
  ALTER TABLE "payload_preferences_rels" ADD COLUMN "shoppers_id" integer;
  ALTER TABLE "shoppers" ADD CONSTRAINT "shoppers_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "shopper_sessions" ADD CONSTRAINT "shopper_sessions_shopper_id_shoppers_id_fk" FOREIGN KEY ("shopper_id") REFERENCES "public"."shoppers"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "saved_cars" ADD CONSTRAINT "saved_cars_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "saved_cars" ADD CONSTRAINT "saved_cars_shopper_id_shoppers_id_fk" FOREIGN KEY ("shopper_id") REFERENCES "public"."shoppers"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "saved_cars" ADD CONSTRAINT "saved_cars_vehicle_id_vehicles_id_fk" FOREIGN KEY ("vehicle_id") REFERENCES "public"."vehicles"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "verifications" ADD CONSTRAINT "verifications_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "verifications" ADD CONSTRAINT "verifications_shopper_id_shoppers_id_fk" FOREIGN KEY ("shopper_id") REFERENCES "public"."shoppers"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "verifications" ADD CONSTRAINT "verifications_dealership_id_dealerships_id_fk" FOREIGN KEY ("dealership_id") REFERENCES "public"."dealerships"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "sms_messages" ADD CONSTRAINT "sms_messages_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "shoppers_site_idx" ON "shoppers" USING btree ("site_id");
  CREATE INDEX "shoppers_phone_idx" ON "shoppers" USING btree ("phone");
  CREATE INDEX "shoppers_updated_at_idx" ON "shoppers" USING btree ("updated_at");
  CREATE INDEX "shoppers_created_at_idx" ON "shoppers" USING btree ("created_at");
  CREATE UNIQUE INDEX "site_phone_idx" ON "shoppers" USING btree ("site_id","phone");
  CREATE INDEX "shopper_sessions_shopper_idx" ON "shopper_sessions" USING btree ("shopper_id");
  CREATE UNIQUE INDEX "shopper_sessions_token_hash_idx" ON "shopper_sessions" USING btree ("token_hash");
  CREATE INDEX "shopper_sessions_expires_at_idx" ON "shopper_sessions" USING btree ("expires_at");
  CREATE INDEX "shopper_sessions_updated_at_idx" ON "shopper_sessions" USING btree ("updated_at");
  CREATE INDEX "shopper_sessions_created_at_idx" ON "shopper_sessions" USING btree ("created_at");
  CREATE INDEX "saved_cars_site_idx" ON "saved_cars" USING btree ("site_id");
  CREATE INDEX "saved_cars_shopper_idx" ON "saved_cars" USING btree ("shopper_id");
  CREATE INDEX "saved_cars_vehicle_idx" ON "saved_cars" USING btree ("vehicle_id");
  CREATE INDEX "saved_cars_updated_at_idx" ON "saved_cars" USING btree ("updated_at");
  CREATE INDEX "saved_cars_created_at_idx" ON "saved_cars" USING btree ("created_at");
  CREATE UNIQUE INDEX "shopper_vehicle_idx" ON "saved_cars" USING btree ("shopper_id","vehicle_id");
  CREATE INDEX "verifications_site_idx" ON "verifications" USING btree ("site_id");
  CREATE INDEX "verifications_shopper_idx" ON "verifications" USING btree ("shopper_id");
  CREATE INDEX "verifications_dealership_idx" ON "verifications" USING btree ("dealership_id");
  CREATE INDEX "verifications_updated_at_idx" ON "verifications" USING btree ("updated_at");
  CREATE INDEX "verifications_created_at_idx" ON "verifications" USING btree ("created_at");
  CREATE INDEX "sms_messages_to_idx" ON "sms_messages" USING btree ("to");
  CREATE INDEX "sms_messages_site_idx" ON "sms_messages" USING btree ("site_id");
  CREATE INDEX "sms_messages_updated_at_idx" ON "sms_messages" USING btree ("updated_at");
  CREATE INDEX "sms_messages_created_at_idx" ON "sms_messages" USING btree ("created_at");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_shoppers_fk" FOREIGN KEY ("shoppers_id") REFERENCES "public"."shoppers"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_shopper_sessions_fk" FOREIGN KEY ("shopper_sessions_id") REFERENCES "public"."shopper_sessions"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_saved_cars_fk" FOREIGN KEY ("saved_cars_id") REFERENCES "public"."saved_cars"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_verifications_fk" FOREIGN KEY ("verifications_id") REFERENCES "public"."verifications"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_sms_messages_fk" FOREIGN KEY ("sms_messages_id") REFERENCES "public"."sms_messages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_preferences_rels" ADD CONSTRAINT "payload_preferences_rels_shoppers_fk" FOREIGN KEY ("shoppers_id") REFERENCES "public"."shoppers"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_shoppers_id_idx" ON "payload_locked_documents_rels" USING btree ("shoppers_id");
  CREATE INDEX "payload_locked_documents_rels_shopper_sessions_id_idx" ON "payload_locked_documents_rels" USING btree ("shopper_sessions_id");
  CREATE INDEX "payload_locked_documents_rels_saved_cars_id_idx" ON "payload_locked_documents_rels" USING btree ("saved_cars_id");
  CREATE INDEX "payload_locked_documents_rels_verifications_id_idx" ON "payload_locked_documents_rels" USING btree ("verifications_id");
  CREATE INDEX "payload_locked_documents_rels_sms_messages_id_idx" ON "payload_locked_documents_rels" USING btree ("sms_messages_id");
  CREATE INDEX "payload_preferences_rels_shoppers_id_idx" ON "payload_preferences_rels" USING btree ("shoppers_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "shoppers" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "shopper_sessions" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "saved_cars" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "verifications" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "sms_messages" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "payload_jobs_stats" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "shoppers" CASCADE;
  DROP TABLE "shopper_sessions" CASCADE;
  DROP TABLE "saved_cars" CASCADE;
  DROP TABLE "verifications" CASCADE;
  DROP TABLE "sms_messages" CASCADE;
  DROP TABLE "payload_jobs_stats" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_shoppers_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_shopper_sessions_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_saved_cars_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_verifications_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_sms_messages_fk";
  
  ALTER TABLE "payload_preferences_rels" DROP CONSTRAINT "payload_preferences_rels_shoppers_fk";
  
  ALTER TABLE "payload_jobs_log" ALTER COLUMN "task_slug" SET DATA TYPE text;
  DROP TYPE "public"."enum_payload_jobs_log_task_slug";
  CREATE TYPE "public"."enum_payload_jobs_log_task_slug" AS ENUM('inline', 'syncVehicleSearch', 'deliverLead');
  ALTER TABLE "payload_jobs_log" ALTER COLUMN "task_slug" SET DATA TYPE "public"."enum_payload_jobs_log_task_slug" USING "task_slug"::"public"."enum_payload_jobs_log_task_slug";
  ALTER TABLE "payload_jobs" ALTER COLUMN "task_slug" SET DATA TYPE text;
  DROP TYPE "public"."enum_payload_jobs_task_slug";
  CREATE TYPE "public"."enum_payload_jobs_task_slug" AS ENUM('inline', 'syncVehicleSearch', 'deliverLead');
  ALTER TABLE "payload_jobs" ALTER COLUMN "task_slug" SET DATA TYPE "public"."enum_payload_jobs_task_slug" USING "task_slug"::"public"."enum_payload_jobs_task_slug";
  DROP INDEX "payload_locked_documents_rels_shoppers_id_idx";
  DROP INDEX "payload_locked_documents_rels_shopper_sessions_id_idx";
  DROP INDEX "payload_locked_documents_rels_saved_cars_id_idx";
  DROP INDEX "payload_locked_documents_rels_verifications_id_idx";
  DROP INDEX "payload_locked_documents_rels_sms_messages_id_idx";
  DROP INDEX "payload_preferences_rels_shoppers_id_idx";
  ALTER TABLE "payload_jobs" DROP COLUMN "meta";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "shoppers_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "shopper_sessions_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "saved_cars_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "verifications_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "sms_messages_id";
  ALTER TABLE "payload_preferences_rels" DROP COLUMN "shoppers_id";
  DROP TYPE "public"."enum_verifications_verification_type";`)
}
