import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TYPE "public"."enum_leads_type" ADD VALUE 'chat';
  CREATE TABLE "leads_replies" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"text" varchar,
  	"sent_at" timestamp(3) with time zone,
  	"sent_by" varchar
  );
  
  ALTER TABLE "locations" ADD COLUMN "contact_mobile" varchar;
  ALTER TABLE "leads_replies" ADD CONSTRAINT "leads_replies_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."leads"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "leads_replies_order_idx" ON "leads_replies" USING btree ("_order");
  CREATE INDEX "leads_replies_parent_id_idx" ON "leads_replies" USING btree ("_parent_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   DROP TABLE "leads_replies" CASCADE;
  ALTER TABLE "leads" ALTER COLUMN "type" SET DATA TYPE text;
  DROP TYPE "public"."enum_leads_type";
  CREATE TYPE "public"."enum_leads_type" AS ENUM('enquiry', 'find-similar', 'request-photos', 'test-drive', 'trade-in', 'valuation', 'sell-my-car', 'finance', 'service', 'parts', 'contact', 'career', 'phone-reveal', 'reserve', 'purchase');
  ALTER TABLE "leads" ALTER COLUMN "type" SET DATA TYPE "public"."enum_leads_type" USING "type"::"public"."enum_leads_type";
  ALTER TABLE "locations" DROP COLUMN "contact_mobile";`)
}
