import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

/** Counters of site/abuse/rateLimit.ts: not a Payload collection, so there is no schema snapshot. */
export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TABLE IF NOT EXISTS "rate_limit_hits" (
    "key" varchar NOT NULL,
    "window_start" timestamp(3) with time zone NOT NULL,
    "expires_at" timestamp(3) with time zone NOT NULL,
    "count" integer NOT NULL,
    PRIMARY KEY ("key", "window_start")
  );
  CREATE INDEX IF NOT EXISTS "rate_limit_hits_expires_at_idx" ON "rate_limit_hits" USING btree ("expires_at");`)
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`DROP TABLE IF EXISTS "rate_limit_hits";`)
}
