import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

/**
 * Field Core Web Vitals (site/analytics/webVitalCounts.ts): a histogram per site, day, page kind and
 * metric, one row per bucket (its upper edge in ms, thousandths for CLS; site/rules/webVitals.ts).
 * Written by upserts, not a Payload collection, so there is no schema snapshot.
 */
export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TABLE IF NOT EXISTS "web_vital_counts" (
    "site_id" integer NOT NULL REFERENCES "sites"("id") ON DELETE CASCADE,
    "day" date NOT NULL,
    "page_kind" varchar(40) NOT NULL,
    "metric" varchar(8) NOT NULL,
    "bucket" integer NOT NULL,
    "count" bigint NOT NULL DEFAULT 0,
    PRIMARY KEY ("site_id", "day", "page_kind", "metric", "bucket")
  );`)
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`DROP TABLE IF EXISTS "web_vital_counts";`)
}
