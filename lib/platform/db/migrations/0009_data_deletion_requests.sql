CREATE TABLE "data_deletion_requests" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "data_deletion_requests_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"reference" text NOT NULL,
	"email" text NOT NULL,
	"company" text NOT NULL,
	"scope" text NOT NULL,
	"note" text,
	"status" text DEFAULT 'unverified' NOT NULL,
	"ip" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"verified_at" timestamp with time zone,
	"due_at" timestamp with time zone,
	"completed_at" timestamp with time zone,
	CONSTRAINT "data_deletion_requests_scope_check" CHECK ("data_deletion_requests"."scope" in ('account', 'profile', 'contact', 'everything')),
	CONSTRAINT "data_deletion_requests_status_check" CHECK ("data_deletion_requests"."status" in ('unverified', 'verified', 'completed'))
);
--> statement-breakpoint
CREATE UNIQUE INDEX "data_deletion_requests_reference_key" ON "data_deletion_requests" USING btree ("reference");--> statement-breakpoint
CREATE INDEX "data_deletion_requests_email_idx" ON "data_deletion_requests" USING btree ("email");