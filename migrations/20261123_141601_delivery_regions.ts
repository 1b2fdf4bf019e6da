import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TABLE "dealerships_delivery_regions" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"name" varchar NOT NULL,
  	"postcodes" varchar NOT NULL,
  	"price" numeric NOT NULL
  );
  
  ALTER TABLE "dealerships_delivery_regions" ADD CONSTRAINT "dealerships_delivery_regions_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."dealerships"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "dealerships_delivery_regions_order_idx" ON "dealerships_delivery_regions" USING btree ("_order");
  CREATE INDEX "dealerships_delivery_regions_parent_id_idx" ON "dealerships_delivery_regions" USING btree ("_parent_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   DROP TABLE "dealerships_delivery_regions" CASCADE;`)
}
