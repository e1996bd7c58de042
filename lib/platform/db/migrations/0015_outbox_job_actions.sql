CREATE TABLE "outbox_job_actions" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"job_id" bigint NOT NULL,
	"action" text NOT NULL,
	"reason" text,
	"status_before" text NOT NULL,
	"last_error" text,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "outbox_jobs" DROP CONSTRAINT "outbox_jobs_status_check";--> statement-breakpoint
CREATE INDEX "outbox_job_actions_job_id_idx" ON "outbox_job_actions" USING btree ("job_id");--> statement-breakpoint
ALTER TABLE "outbox_jobs" ADD CONSTRAINT "outbox_jobs_status_check" CHECK ("outbox_jobs"."status" in ('pending', 'done', 'dead', 'discarded'));