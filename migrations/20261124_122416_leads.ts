import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_dealerships_lead_delivery_format" AS ENUM('json', 'adf');
  CREATE TYPE "public"."enum_leads_status" AS ENUM('new', 'contacted', 'qualified', 'won', 'lost');
  CREATE TYPE "public"."enum_leads_type" AS ENUM('enquiry', 'find-similar', 'request-photos', 'test-drive', 'trade-in', 'valuation', 'sell-my-car', 'finance', 'service', 'parts', 'contact', 'career', 'phone-reveal');
  CREATE TYPE "public"."enum_leads_preferred_contact" AS ENUM('Phone', 'Email', 'SMS');
  CREATE TYPE "public"."enum_leads_trade_in_state" AS ENUM('ACT', 'NSW', 'NT', 'QLD', 'SA', 'TAS', 'VIC', 'WA');
  CREATE TYPE "public"."enum_leads_finance_credit_score" AS ENUM('GREAT', 'DECENT', 'POOR');
  CREATE TYPE "public"."enum_lead_deliveries_channel" AS ENUM('email', 'webhook', 'confirmation');
  CREATE TYPE "public"."enum_lead_deliveries_status" AS ENUM('pending', 'sending', 'delivered', 'failed', 'dead');
  ALTER TYPE "public"."enum_payload_jobs_log_task_slug" ADD VALUE 'deliverLead';
  ALTER TYPE "public"."enum_payload_jobs_task_slug" ADD VALUE 'deliverLead';
  CREATE TABLE "dealerships_texts" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"text" varchar
  );
  
  CREATE TABLE "leads" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"site_id" integer,
  	"status" "enum_leads_status" DEFAULT 'new' NOT NULL,
  	"assignee_id" integer,
  	"notes" varchar,
  	"type" "enum_leads_type" NOT NULL,
  	"category" varchar,
  	"subcategory" varchar,
  	"dealership_id" integer,
  	"location_id" integer,
  	"vehicle_id" integer,
  	"vehicle_snapshot_stock_number" varchar,
  	"vehicle_snapshot_make" varchar,
  	"vehicle_snapshot_model" varchar,
  	"vehicle_snapshot_year" numeric,
  	"vehicle_snapshot_price" numeric,
  	"first_name" varchar,
  	"last_name" varchar,
  	"email" varchar,
  	"phone" varchar,
  	"postcode" varchar,
  	"message" varchar,
  	"preferred_contact" "enum_leads_preferred_contact",
  	"preferred_date" varchar,
  	"preferred_time" varchar,
  	"trade_in_rego" varchar,
  	"trade_in_state" "enum_leads_trade_in_state",
  	"trade_in_make" varchar,
  	"trade_in_model" varchar,
  	"trade_in_year" numeric,
  	"trade_in_km" numeric,
  	"trade_in_price" numeric,
  	"trade_in_has_trade_in" boolean,
  	"finance_purchase_price" numeric,
  	"finance_term" numeric,
  	"finance_credit_score" "enum_leads_finance_credit_score",
  	"finance_wanted" boolean,
  	"consent_opt_in" boolean,
  	"consent_terms_accepted" boolean,
  	"consent_at" timestamp(3) with time zone,
  	"consent_text" varchar,
  	"source_page" varchar,
  	"source_referrer" varchar,
  	"source_utm" jsonb,
  	"source_visited_pages" jsonb,
  	"source_query" jsonb,
  	"source_ip" varchar,
  	"analytics_event_id" numeric,
  	"idempotency_key" varchar NOT NULL,
  	"spam" boolean DEFAULT false,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "lead_deliveries" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"lead_id" integer NOT NULL,
  	"site_id" integer NOT NULL,
  	"channel" "enum_lead_deliveries_channel" NOT NULL,
  	"status" "enum_lead_deliveries_status" DEFAULT 'pending' NOT NULL,
  	"target" varchar,
  	"attempts" numeric DEFAULT 0,
  	"last_error" varchar,
  	"last_attempt_at" timestamp(3) with time zone,
  	"next_attempt_at" timestamp(3) with time zone,
  	"delivered_at" timestamp(3) with time zone,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "outbox_messages" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"from" varchar,
  	"to" varchar NOT NULL,
  	"subject" varchar,
  	"text" varchar,
  	"html" varchar,
  	"headers" jsonb,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  ALTER TABLE "dealerships" ADD COLUMN "lead_delivery_webhook_url" varchar;
  ALTER TABLE "dealerships" ADD COLUMN "lead_delivery_webhook_secret" varchar;
  ALTER TABLE "dealerships" ADD COLUMN "lead_delivery_format" "enum_dealerships_lead_delivery_format" DEFAULT 'json';
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "leads_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "lead_deliveries_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "outbox_messages_id" integer;
  ALTER TABLE "dealerships_texts" ADD CONSTRAINT "dealerships_texts_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."dealerships"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "leads" ADD CONSTRAINT "leads_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "leads" ADD CONSTRAINT "leads_assignee_id_users_id_fk" FOREIGN KEY ("assignee_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "leads" ADD CONSTRAINT "leads_dealership_id_dealerships_id_fk" FOREIGN KEY ("dealership_id") REFERENCES "public"."dealerships"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "leads" ADD CONSTRAINT "leads_location_id_locations_id_fk" FOREIGN KEY ("location_id") REFERENCES "public"."locations"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "leads" ADD CONSTRAINT "leads_vehicle_id_vehicles_id_fk" FOREIGN KEY ("vehicle_id") REFERENCES "public"."vehicles"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "lead_deliveries" ADD CONSTRAINT "lead_deliveries_lead_id_leads_id_fk" FOREIGN KEY ("lead_id") REFERENCES "public"."leads"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "lead_deliveries" ADD CONSTRAINT "lead_deliveries_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "dealerships_texts_order_parent" ON "dealerships_texts" USING btree ("order","parent_id");
  CREATE INDEX "leads_site_idx" ON "leads" USING btree ("site_id");
  CREATE INDEX "leads_status_idx" ON "leads" USING btree ("status");
  CREATE INDEX "leads_assignee_idx" ON "leads" USING btree ("assignee_id");
  CREATE INDEX "leads_type_idx" ON "leads" USING btree ("type");
  CREATE INDEX "leads_category_idx" ON "leads" USING btree ("category");
  CREATE INDEX "leads_dealership_idx" ON "leads" USING btree ("dealership_id");
  CREATE INDEX "leads_location_idx" ON "leads" USING btree ("location_id");
  CREATE INDEX "leads_vehicle_idx" ON "leads" USING btree ("vehicle_id");
  CREATE INDEX "leads_email_idx" ON "leads" USING btree ("email");
  CREATE INDEX "leads_phone_idx" ON "leads" USING btree ("phone");
  CREATE INDEX "leads_spam_idx" ON "leads" USING btree ("spam");
  CREATE INDEX "leads_updated_at_idx" ON "leads" USING btree ("updated_at");
  CREATE INDEX "leads_created_at_idx" ON "leads" USING btree ("created_at");
  CREATE UNIQUE INDEX "site_idempotencyKey_idx" ON "leads" USING btree ("site_id","idempotency_key");
  CREATE INDEX "site_createdAt_idx" ON "leads" USING btree ("site_id","created_at");
  CREATE INDEX "lead_deliveries_lead_idx" ON "lead_deliveries" USING btree ("lead_id");
  CREATE INDEX "lead_deliveries_site_idx" ON "lead_deliveries" USING btree ("site_id");
  CREATE INDEX "lead_deliveries_status_idx" ON "lead_deliveries" USING btree ("status");
  CREATE INDEX "lead_deliveries_updated_at_idx" ON "lead_deliveries" USING btree ("updated_at");
  CREATE INDEX "lead_deliveries_created_at_idx" ON "lead_deliveries" USING btree ("created_at");
  CREATE UNIQUE INDEX "lead_channel_idx" ON "lead_deliveries" USING btree ("lead_id","channel");
  CREATE INDEX "outbox_messages_to_idx" ON "outbox_messages" USING btree ("to");
  CREATE INDEX "outbox_messages_updated_at_idx" ON "outbox_messages" USING btree ("updated_at");
  CREATE INDEX "outbox_messages_created_at_idx" ON "outbox_messages" USING btree ("created_at");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_leads_fk" FOREIGN KEY ("leads_id") REFERENCES "public"."leads"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_lead_deliveries_fk" FOREIGN KEY ("lead_deliveries_id") REFERENCES "public"."lead_deliveries"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_outbox_messages_fk" FOREIGN KEY ("outbox_messages_id") REFERENCES "public"."outbox_messages"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_leads_id_idx" ON "payload_locked_documents_rels" USING btree ("leads_id");
  CREATE INDEX "payload_locked_documents_rels_lead_deliveries_id_idx" ON "payload_locked_documents_rels" USING btree ("lead_deliveries_id");
  CREATE INDEX "payload_locked_documents_rels_outbox_messages_id_idx" ON "payload_locked_documents_rels" USING btree ("outbox_messages_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "dealerships_texts" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "leads" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "lead_deliveries" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "outbox_messages" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "dealerships_texts" CASCADE;
  DROP TABLE "leads" CASCADE;
  DROP TABLE "lead_deliveries" CASCADE;
  DROP TABLE "outbox_messages" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_leads_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_lead_deliveries_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_outbox_messages_fk";
  
  ALTER TABLE "payload_jobs_log" ALTER COLUMN "task_slug" SET DATA TYPE text;
  DROP TYPE "public"."enum_payload_jobs_log_task_slug";
  CREATE TYPE "public"."enum_payload_jobs_log_task_slug" AS ENUM('inline', 'syncVehicleSearch');
  ALTER TABLE "payload_jobs_log" ALTER COLUMN "task_slug" SET DATA TYPE "public"."enum_payload_jobs_log_task_slug" USING "task_slug"::"public"."enum_payload_jobs_log_task_slug";
  ALTER TABLE "payload_jobs" ALTER COLUMN "task_slug" SET DATA TYPE text;
  DROP TYPE "public"."enum_payload_jobs_task_slug";
  CREATE TYPE "public"."enum_payload_jobs_task_slug" AS ENUM('inline', 'syncVehicleSearch');
  ALTER TABLE "payload_jobs" ALTER COLUMN "task_slug" SET DATA TYPE "public"."enum_payload_jobs_task_slug" USING "task_slug"::"public"."enum_payload_jobs_task_slug";
  DROP INDEX "payload_locked_documents_rels_leads_id_idx";
  DROP INDEX "payload_locked_documents_rels_lead_deliveries_id_idx";
  DROP INDEX "payload_locked_documents_rels_outbox_messages_id_idx";
  ALTER TABLE "dealerships" DROP COLUMN "lead_delivery_webhook_url";
  ALTER TABLE "dealerships" DROP COLUMN "lead_delivery_webhook_secret";
  ALTER TABLE "dealerships" DROP COLUMN "lead_delivery_format";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "leads_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "lead_deliveries_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "outbox_messages_id";
  DROP TYPE "public"."enum_dealerships_lead_delivery_format";
  DROP TYPE "public"."enum_leads_status";
  DROP TYPE "public"."enum_leads_type";
  DROP TYPE "public"."enum_leads_preferred_contact";
  DROP TYPE "public"."enum_leads_trade_in_state";
  DROP TYPE "public"."enum_leads_finance_credit_score";
  DROP TYPE "public"."enum_lead_deliveries_channel";
  DROP TYPE "public"."enum_lead_deliveries_status";`)
}
