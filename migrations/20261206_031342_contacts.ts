import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_contact_keys_kind" AS ENUM('email', 'phone');
  CREATE TABLE "contacts" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"site_id" integer,
  	"dealership_id" integer NOT NULL,
  	"name" varchar,
  	"email" varchar,
  	"phone" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "contact_keys" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"site_id" integer NOT NULL,
  	"dealership_id" integer NOT NULL,
  	"kind" "enum_contact_keys_kind" NOT NULL,
  	"value" varchar NOT NULL,
  	"verified" boolean DEFAULT false,
  	"contact_id" integer NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  ALTER TABLE "leads" ADD COLUMN "contact_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "contacts_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "contact_keys_id" integer;
  ALTER TABLE "contacts" ADD CONSTRAINT "contacts_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "contacts" ADD CONSTRAINT "contacts_dealership_id_dealerships_id_fk" FOREIGN KEY ("dealership_id") REFERENCES "public"."dealerships"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "contact_keys" ADD CONSTRAINT "contact_keys_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "contact_keys" ADD CONSTRAINT "contact_keys_dealership_id_dealerships_id_fk" FOREIGN KEY ("dealership_id") REFERENCES "public"."dealerships"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "contact_keys" ADD CONSTRAINT "contact_keys_contact_id_contacts_id_fk" FOREIGN KEY ("contact_id") REFERENCES "public"."contacts"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "contacts_site_idx" ON "contacts" USING btree ("site_id");
  CREATE INDEX "contacts_dealership_idx" ON "contacts" USING btree ("dealership_id");
  CREATE INDEX "contacts_updated_at_idx" ON "contacts" USING btree ("updated_at");
  CREATE INDEX "contacts_created_at_idx" ON "contacts" USING btree ("created_at");
  CREATE INDEX "contact_keys_site_idx" ON "contact_keys" USING btree ("site_id");
  CREATE INDEX "contact_keys_dealership_idx" ON "contact_keys" USING btree ("dealership_id");
  CREATE INDEX "contact_keys_contact_idx" ON "contact_keys" USING btree ("contact_id");
  CREATE INDEX "contact_keys_updated_at_idx" ON "contact_keys" USING btree ("updated_at");
  CREATE INDEX "contact_keys_created_at_idx" ON "contact_keys" USING btree ("created_at");
  CREATE UNIQUE INDEX "site_dealership_kind_value_idx" ON "contact_keys" USING btree ("site_id","dealership_id","kind","value");
  ALTER TABLE "leads" ADD CONSTRAINT "leads_contact_id_contacts_id_fk" FOREIGN KEY ("contact_id") REFERENCES "public"."contacts"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_contacts_fk" FOREIGN KEY ("contacts_id") REFERENCES "public"."contacts"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_contact_keys_fk" FOREIGN KEY ("contact_keys_id") REFERENCES "public"."contact_keys"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "leads_contact_idx" ON "leads" USING btree ("contact_id");
  CREATE INDEX "payload_locked_documents_rels_contacts_id_idx" ON "payload_locked_documents_rels" USING btree ("contacts_id");
  CREATE INDEX "payload_locked_documents_rels_contact_keys_id_idx" ON "payload_locked_documents_rels" USING btree ("contact_keys_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "contacts" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "contact_keys" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "contacts" CASCADE;
  DROP TABLE "contact_keys" CASCADE;
  ALTER TABLE "leads" DROP CONSTRAINT "leads_contact_id_contacts_id_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_contacts_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_contact_keys_fk";
  
  DROP INDEX "leads_contact_idx";
  DROP INDEX "payload_locked_documents_rels_contacts_id_idx";
  DROP INDEX "payload_locked_documents_rels_contact_keys_id_idx";
  ALTER TABLE "leads" DROP COLUMN "contact_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "contacts_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "contact_keys_id";
  DROP TYPE "public"."enum_contact_keys_kind";`)
}
