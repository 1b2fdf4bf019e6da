import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "dealerships" ADD COLUMN "import_api_key_hint" varchar;
  ALTER TABLE "dealerships" ADD COLUMN "import_api_key_hash" varchar;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "dealerships" DROP COLUMN "import_api_key_hint";
  ALTER TABLE "dealerships" DROP COLUMN "import_api_key_hash";`)
}
