CREATE TABLE "auth_tokens" (
	"id" serial PRIMARY KEY NOT NULL,
	"client_id" integer NOT NULL,
	"token_hash" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "client_users" (
	"id" serial PRIMARY KEY NOT NULL,
	"client_id" integer NOT NULL,
	"email" text NOT NULL,
	"role" text DEFAULT 'admin' NOT NULL,
	"password_hash" text NOT NULL,
	"must_change_password" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "clients" (
	"id" serial PRIMARY KEY NOT NULL,
	"client_identifier" text NOT NULL,
	"client_name" text NOT NULL,
	"contact_name" text NOT NULL,
	"contact_email" text NOT NULL,
	"contact_phone" text NOT NULL,
	"country_code" text NOT NULL,
	"currency_code" text NOT NULL,
	"plan_id" integer,
	"billing_cycle" text,
	"plan_price" numeric(12, 2),
	"api_key_hash" text NOT NULL,
	"idempotency_key_hash" text,
	"sealed_api_key" text,
	"platform_sync" text DEFAULT 'not_started' NOT NULL,
	"platform_sync_data" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "clients_platform_sync_check" CHECK ("clients"."platform_sync" in ('not_started', 'queued', 'skipped', 'synced'))
);
--> statement-breakpoint
CREATE TABLE "outbox_jobs" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"payload" jsonb NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"done_at" timestamp with time zone,
	"dedupe_key" text,
	CONSTRAINT "outbox_jobs_status_check" CHECK ("outbox_jobs"."status" in ('pending', 'done', 'dead'))
);
--> statement-breakpoint
ALTER TABLE "auth_tokens" ADD CONSTRAINT "auth_tokens_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "client_users" ADD CONSTRAINT "client_users_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "auth_tokens_token_hash_key" ON "auth_tokens" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "auth_tokens_client_id_idx" ON "auth_tokens" USING btree ("client_id");--> statement-breakpoint
CREATE INDEX "client_users_client_id_idx" ON "client_users" USING btree ("client_id");--> statement-breakpoint
CREATE UNIQUE INDEX "clients_client_identifier_key" ON "clients" USING btree ("client_identifier");--> statement-breakpoint
CREATE UNIQUE INDEX "clients_contact_email_key" ON "clients" USING btree (lower("contact_email"));--> statement-breakpoint
CREATE UNIQUE INDEX "clients_api_key_hash_key" ON "clients" USING btree ("api_key_hash");--> statement-breakpoint
CREATE UNIQUE INDEX "clients_idempotency_key_hash_key" ON "clients" USING btree ("idempotency_key_hash");--> statement-breakpoint
CREATE UNIQUE INDEX "outbox_jobs_dedupe_key_key" ON "outbox_jobs" USING btree ("dedupe_key");--> statement-breakpoint
CREATE INDEX "outbox_jobs_due_idx" ON "outbox_jobs" USING btree ("status","next_attempt_at");