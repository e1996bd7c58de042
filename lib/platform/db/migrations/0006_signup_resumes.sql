CREATE TABLE "signup_resumes" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"client_id" integer NOT NULL,
	"token_hash" text,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "signup_resumes" ADD CONSTRAINT "signup_resumes_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "signup_resumes_token_hash_key" ON "signup_resumes" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "signup_resumes_client_id_idx" ON "signup_resumes" USING btree ("client_id");