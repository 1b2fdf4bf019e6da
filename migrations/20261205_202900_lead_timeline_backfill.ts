import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

/**
 * Leads stored before the timeline (lead-activities) get theirs from what is known: the `received`
 * entry at the lead's time, and each delivery's last known answer. Runs after the table exists.
 */
export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
  INSERT INTO "lead_activities" ("lead_id", "site_id", "kind", "updated_at", "created_at")
  SELECT "id", "site_id", 'received', "created_at", "created_at" FROM "leads" WHERE "site_id" IS NOT NULL
    AND NOT EXISTS (SELECT 1 FROM "lead_activities" a WHERE a."lead_id" = "leads"."id" AND a."kind" = 'received');
  INSERT INTO "lead_activities" ("lead_id", "site_id", "kind", "delivery_id", "channel", "outcome", "attempt", "detail", "updated_at", "created_at")
  SELECT d."lead_id", d."site_id", 'delivery', d."id", d."channel"::text::"enum_lead_activities_channel", d."status"::text::"enum_lead_activities_outcome", d."attempts", d."last_error",
    coalesce(d."delivered_at", d."last_attempt_at", d."updated_at"), coalesce(d."delivered_at", d."last_attempt_at", d."updated_at")
  FROM "lead_deliveries" d WHERE d."status" IN ('delivered', 'failed', 'dead') AND d."attempts" > 0
  ON CONFLICT ("delivery_id", "attempt") DO NOTHING;`)
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  // The table itself goes with the lead_timeline migration's down.
  await db.execute(sql`DELETE FROM "lead_activities" WHERE "kind" IN ('received', 'delivery') AND "actor_id" IS NULL`)
}
