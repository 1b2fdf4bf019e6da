import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

/**
 * Settings removed from SiteConfig (no effect in the spec): inventory.extraFilter,
 * plugins.carAnalysis, offersSubscription, brand.sellsCaravans and navigation.paths.warranty. The
 * schema is strict, so a stored config still holding one would fail validation: strip them.
 */
export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
  UPDATE "sites" SET "config" = "config" #- '{inventory,extraFilter}' #- '{plugins,carAnalysis}' #- '{offersSubscription}' #- '{brand,sellsCaravans}' #- '{navigation,paths,warranty}'
  WHERE "config" IS NOT NULL AND jsonb_typeof("config") = 'object';`)
}

export async function down(_args: MigrateDownArgs): Promise<void> {
  // The removed settings had no effect; nothing to restore.
}
