import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TYPE "public"."enum_lead_activities_channel" ADD VALUE 'reply-chat';
  ALTER TYPE "public"."enum_payload_jobs_log_task_slug" ADD VALUE 'sendLeadReply' BEFORE 'sendSavedCarAlerts';
  ALTER TYPE "public"."enum_payload_jobs_task_slug" ADD VALUE 'sendLeadReply' BEFORE 'sendSavedCarAlerts';`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "lead_activities" ALTER COLUMN "channel" SET DATA TYPE text;
  DROP TYPE "public"."enum_lead_activities_channel";
  CREATE TYPE "public"."enum_lead_activities_channel" AS ENUM('email', 'webhook', 'confirmation', 'reply-email', 'reply-sms');
  ALTER TABLE "lead_activities" ALTER COLUMN "channel" SET DATA TYPE "public"."enum_lead_activities_channel" USING "channel"::"public"."enum_lead_activities_channel";
  ALTER TABLE "payload_jobs_log" ALTER COLUMN "task_slug" SET DATA TYPE text;
  DROP TYPE "public"."enum_payload_jobs_log_task_slug";
  CREATE TYPE "public"."enum_payload_jobs_log_task_slug" AS ENUM('inline', 'syncVehicleSearch', 'deliverLead', 'sendSavedCarAlerts', 'expireReservations', 'purgeCache');
  ALTER TABLE "payload_jobs_log" ALTER COLUMN "task_slug" SET DATA TYPE "public"."enum_payload_jobs_log_task_slug" USING "task_slug"::"public"."enum_payload_jobs_log_task_slug";
  ALTER TABLE "payload_jobs" ALTER COLUMN "task_slug" SET DATA TYPE text;
  DROP TYPE "public"."enum_payload_jobs_task_slug";
  CREATE TYPE "public"."enum_payload_jobs_task_slug" AS ENUM('inline', 'syncVehicleSearch', 'deliverLead', 'sendSavedCarAlerts', 'expireReservations', 'purgeCache');
  ALTER TABLE "payload_jobs" ALTER COLUMN "task_slug" SET DATA TYPE "public"."enum_payload_jobs_task_slug" USING "task_slug"::"public"."enum_payload_jobs_task_slug";`)
}
