import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

/**
 * site/search/memory/changeFeed.ts: every change of a car notifies `search_changes` with its
 * dealership id (PostgreSQL sends identical notifications of one transaction once, at commit).
 * A trigger, not a collection: no schema snapshot.
 */
export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
  CREATE OR REPLACE FUNCTION notify_search_change() RETURNS trigger LANGUAGE plpgsql AS $$
  BEGIN
    IF TG_OP <> 'INSERT' AND OLD.dealership_id IS NOT NULL THEN
      PERFORM pg_notify('search_changes', OLD.dealership_id::text);
    END IF;
    IF TG_OP <> 'DELETE' AND NEW.dealership_id IS NOT NULL THEN
      PERFORM pg_notify('search_changes', NEW.dealership_id::text);
    END IF;
    RETURN NULL;
  END $$;
  DROP TRIGGER IF EXISTS vehicles_search_change ON vehicles;
  CREATE TRIGGER vehicles_search_change AFTER INSERT OR UPDATE OR DELETE ON vehicles FOR EACH ROW EXECUTE FUNCTION notify_search_change();`)
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
  DROP TRIGGER IF EXISTS vehicles_search_change ON vehicles;
  DROP FUNCTION IF EXISTS notify_search_change();`)
}
