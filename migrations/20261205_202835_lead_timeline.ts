import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_lead_activities_kind" AS ENUM('received', 'delivery', 'status', 'assigned', 'note', 'call', 'reply');
  CREATE TYPE "public"."enum_lead_activities_channel" AS ENUM('email', 'webhook', 'confirmation', 'reply-email', 'reply-sms');
  CREATE TYPE "public"."enum_lead_activities_outcome" AS ENUM('delivered', 'failed', 'dead', 'queued');
  ALTER TYPE "public"."enum_leads_status" ADD VALUE 'appointment' BEFORE 'won';
  CREATE TABLE "lead_activities" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"lead_id" integer NOT NULL,
  	"site_id" integer NOT NULL,
  	"kind" "enum_lead_activities_kind" NOT NULL,
  	"actor_id" integer,
  	"body" varchar,
  	"channel" "enum_lead_activities_channel",
  	"outcome" "enum_lead_activities_outcome",
  	"delivery_id" integer,
  	"attempt" numeric,
  	"detail" varchar,
  	"from_status" varchar,
  	"to_status" varchar,
  	"assignee_id" integer,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  ALTER TABLE "leads" ADD COLUMN "first_response_at" timestamp(3) with time zone;
  ALTER TABLE "leads" ADD COLUMN "first_response_minutes" numeric;
  ALTER TABLE "leads" ADD COLUMN "first_response_by_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "lead_activities_id" integer;
  ALTER TABLE "lead_activities" ADD CONSTRAINT "lead_activities_lead_id_leads_id_fk" FOREIGN KEY ("lead_id") REFERENCES "public"."leads"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "lead_activities" ADD CONSTRAINT "lead_activities_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "lead_activities" ADD CONSTRAINT "lead_activities_actor_id_users_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "lead_activities" ADD CONSTRAINT "lead_activities_delivery_id_lead_deliveries_id_fk" FOREIGN KEY ("delivery_id") REFERENCES "public"."lead_deliveries"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "lead_activities" ADD CONSTRAINT "lead_activities_assignee_id_users_id_fk" FOREIGN KEY ("assignee_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "lead_activities_lead_idx" ON "lead_activities" USING btree ("lead_id");
  CREATE INDEX "lead_activities_site_idx" ON "lead_activities" USING btree ("site_id");
  CREATE INDEX "lead_activities_actor_idx" ON "lead_activities" USING btree ("actor_id");
  CREATE INDEX "lead_activities_delivery_idx" ON "lead_activities" USING btree ("delivery_id");
  CREATE INDEX "lead_activities_assignee_idx" ON "lead_activities" USING btree ("assignee_id");
  CREATE INDEX "lead_activities_updated_at_idx" ON "lead_activities" USING btree ("updated_at");
  CREATE INDEX "lead_activities_created_at_idx" ON "lead_activities" USING btree ("created_at");
  CREATE UNIQUE INDEX "delivery_attempt_idx" ON "lead_activities" USING btree ("delivery_id","attempt");
  CREATE INDEX "lead_createdAt_idx" ON "lead_activities" USING btree ("lead_id","created_at");
  CREATE INDEX "site_kind_createdAt_idx" ON "lead_activities" USING btree ("site_id","kind","created_at");
  ALTER TABLE "leads" ADD CONSTRAINT "leads_first_response_by_id_users_id_fk" FOREIGN KEY ("first_response_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_lead_activities_fk" FOREIGN KEY ("lead_activities_id") REFERENCES "public"."lead_activities"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "leads_first_response_first_response_by_idx" ON "leads" USING btree ("first_response_by_id");
  CREATE INDEX "payload_locked_documents_rels_lead_activities_id_idx" ON "payload_locked_documents_rels" USING btree ("lead_activities_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "lead_activities" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "lead_activities" CASCADE;
  ALTER TABLE "leads" DROP CONSTRAINT "leads_first_response_by_id_users_id_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_lead_activities_fk";
  
  ALTER TABLE "leads" ALTER COLUMN "status" SET DATA TYPE text;
  ALTER TABLE "leads" ALTER COLUMN "status" SET DEFAULT 'new'::text;
  DROP TYPE "public"."enum_leads_status";
  CREATE TYPE "public"."enum_leads_status" AS ENUM('new', 'contacted', 'qualified', 'won', 'lost');
  ALTER TABLE "leads" ALTER COLUMN "status" SET DEFAULT 'new'::"public"."enum_leads_status";
  ALTER TABLE "leads" ALTER COLUMN "status" SET DATA TYPE "public"."enum_leads_status" USING "status"::"public"."enum_leads_status";
  DROP INDEX "leads_first_response_first_response_by_idx";
  DROP INDEX "payload_locked_documents_rels_lead_activities_id_idx";
  ALTER TABLE "leads" DROP COLUMN "first_response_at";
  ALTER TABLE "leads" DROP COLUMN "first_response_minutes";
  ALTER TABLE "leads" DROP COLUMN "first_response_by_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "lead_activities_id";
  DROP TYPE "public"."enum_lead_activities_kind";
  DROP TYPE "public"."enum_lead_activities_channel";
  DROP TYPE "public"."enum_lead_activities_outcome";`)
}
