import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_reservations_kind" AS ENUM('reserve', 'purchase');
  ALTER TYPE "public"."enum_leads_type" ADD VALUE 'purchase';
  ALTER TABLE "reservations" ADD COLUMN "kind" "enum_reservations_kind" DEFAULT 'reserve' NOT NULL;
  CREATE INDEX "reservations_kind_idx" ON "reservations" USING btree ("kind");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "leads" ALTER COLUMN "type" SET DATA TYPE text;
  DROP TYPE "public"."enum_leads_type";
  CREATE TYPE "public"."enum_leads_type" AS ENUM('enquiry', 'find-similar', 'request-photos', 'test-drive', 'trade-in', 'valuation', 'sell-my-car', 'finance', 'service', 'parts', 'contact', 'career', 'phone-reveal', 'reserve');
  ALTER TABLE "leads" ALTER COLUMN "type" SET DATA TYPE "public"."enum_leads_type" USING "type"::"public"."enum_leads_type";
  DROP INDEX "reservations_kind_idx";
  ALTER TABLE "reservations" DROP COLUMN "kind";
  DROP TYPE "public"."enum_reservations_kind";`)
}
