CREATE TABLE "sandbox_charges" (
	"reference" text PRIMARY KEY NOT NULL,
	"outcome" text NOT NULL,
	"gateway_payment_id" text,
	"message" text,
	"charged_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sandbox_charges_outcome_check" CHECK ("sandbox_charges"."outcome" in ('paid', 'declined'))
);
