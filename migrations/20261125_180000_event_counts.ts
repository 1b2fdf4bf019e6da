import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

/**
 * First-party analytics (site/analytics/recordEvents.ts): daily counts per site, event, page and car,
 * and each car's running view total (the `views` figure). Written by upserts, not a Payload
 * collection, so there is no schema snapshot. `car_id` 0 means "no car" (part of the key).
 */
export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TABLE IF NOT EXISTS "event_counts" (
    "site_id" integer NOT NULL REFERENCES "sites"("id") ON DELETE CASCADE,
    "day" date NOT NULL,
    "event" varchar(40) NOT NULL,
    "path" varchar(300) NOT NULL DEFAULT '',
    "car_id" integer NOT NULL DEFAULT 0,
    "count" bigint NOT NULL DEFAULT 0,
    PRIMARY KEY ("site_id", "day", "event", "path", "car_id")
  );
  CREATE INDEX IF NOT EXISTS "event_counts_site_event_car_idx" ON "event_counts" USING btree ("site_id", "event", "car_id", "day");
  CREATE TABLE IF NOT EXISTS "vehicle_views" (
    "vehicle_id" integer PRIMARY KEY REFERENCES "vehicles"("id") ON DELETE CASCADE,
    "views" bigint NOT NULL DEFAULT 0
  );`)
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`DROP TABLE IF EXISTS "vehicle_views"; DROP TABLE IF EXISTS "event_counts";`)
}
