import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

/**
 * Leads stored before contacts are linked as `POST /api/leads` links a new one
 * (site/contacts/link.ts, site/rules/contactKeys.ts), oldest first, so each contact is the one the
 * leads would have made in the order they came: keys are the trimmed lower-cased email and the
 * Australian phone digits; the email's contact wins over the phone's; a new key joins the contact;
 * no contact for spam, phone reveals or a lead without a dealership. Runs after the tables exist;
 * a lead already linked is left as it is, so running it again changes nothing.
 */
export async function backfillContacts(db: MigrateUpArgs['db']): Promise<void> {
  await db.execute(sql`
  DO $$
  DECLARE
    l record;
    e varchar;
    p varchar;
    cid integer;
  BEGIN
    FOR l IN SELECT "id", "site_id", "dealership_id", "email", "phone", "first_name", "last_name", "created_at" FROM "leads"
      WHERE "contact_id" IS NULL AND NOT coalesce("spam", false) AND "type" <> 'phone-reveal' AND "site_id" IS NOT NULL AND "dealership_id" IS NOT NULL
      ORDER BY "created_at", "id"
    LOOP
      e := nullif(lower(trim(coalesce(l."email", ''))), '');
      IF position('@' IN coalesce(e, '')) = 0 OR length(e) > 320 THEN e := NULL; END IF;
      p := regexp_replace(regexp_replace(trim(coalesce(l."phone", '')), '^[+]?61', '0'), '[[:space:]().-]', '', 'g');
      IF p !~ '^(0[23478][0-9]{8}|1[38]00[0-9]{6}|13[0-9]{4})$' THEN p := NULL; END IF;
      CONTINUE WHEN e IS NULL AND p IS NULL;
      cid := coalesce(
        (SELECT "contact_id" FROM "contact_keys" WHERE "site_id" = l."site_id" AND "dealership_id" = l."dealership_id" AND "kind" = 'email' AND "value" = e),
        (SELECT "contact_id" FROM "contact_keys" WHERE "site_id" = l."site_id" AND "dealership_id" = l."dealership_id" AND "kind" = 'phone' AND "value" = p));
      IF cid IS NULL THEN
        INSERT INTO "contacts" ("site_id", "dealership_id", "name", "email", "phone", "updated_at", "created_at")
        VALUES (l."site_id", l."dealership_id", nullif(concat_ws(' ', nullif(trim(l."first_name"), ''), nullif(trim(l."last_name"), '')), ''), e, p, l."created_at", l."created_at")
        RETURNING "id" INTO cid;
      END IF;
      INSERT INTO "contact_keys" ("site_id", "dealership_id", "kind", "value", "verified", "contact_id", "updated_at", "created_at")
      SELECT l."site_id", l."dealership_id", k."kind"::"enum_contact_keys_kind", k."value",
        k."kind" = 'phone' AND EXISTS (SELECT 1 FROM "shoppers" s WHERE s."site_id" = l."site_id" AND s."phone" = k."value" AND s."last_signed_in_at" IS NOT NULL),
        cid, l."created_at", l."created_at"
      FROM (VALUES ('email', e), ('phone', p)) AS k("kind", "value") WHERE k."value" IS NOT NULL
      ON CONFLICT ("site_id", "dealership_id", "kind", "value") DO NOTHING;
      UPDATE "leads" SET "contact_id" = cid WHERE "id" = l."id";
    END LOOP;
  END $$;`)
}

export async function up({ db }: MigrateUpArgs): Promise<void> {
  await backfillContacts(db)
}

export async function down(_args: MigrateDownArgs): Promise<void> {
  // The links and contacts go with the contacts migration's down (it drops the tables and the column).
}
