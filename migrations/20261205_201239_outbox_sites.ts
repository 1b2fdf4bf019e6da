import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "outbox_messages" ADD COLUMN "site_id" integer;
  ALTER TABLE "outbox_messages" ADD COLUMN "lead_id" integer;
  ALTER TABLE "outbox_messages" ADD CONSTRAINT "outbox_messages_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "outbox_messages" ADD CONSTRAINT "outbox_messages_lead_id_leads_id_fk" FOREIGN KEY ("lead_id") REFERENCES "public"."leads"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "outbox_messages_site_idx" ON "outbox_messages" USING btree ("site_id");
  CREATE INDEX "outbox_messages_lead_idx" ON "outbox_messages" USING btree ("lead_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "outbox_messages" DROP CONSTRAINT "outbox_messages_site_id_sites_id_fk";
  
  ALTER TABLE "outbox_messages" DROP CONSTRAINT "outbox_messages_lead_id_leads_id_fk";
  
  DROP INDEX "outbox_messages_site_idx";
  DROP INDEX "outbox_messages_lead_idx";
  ALTER TABLE "outbox_messages" DROP COLUMN "site_id";
  ALTER TABLE "outbox_messages" DROP COLUMN "lead_id";`)
}
