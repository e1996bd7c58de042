ALTER TABLE "payment_billing" ADD COLUMN "address_line1" text;--> statement-breakpoint
ALTER TABLE "payment_billing" ADD COLUMN "city" text;--> statement-breakpoint
ALTER TABLE "payment_billing" ADD COLUMN "postal_code" text;--> statement-breakpoint
ALTER TABLE "payment_billing" ADD COLUMN "region" text;--> statement-breakpoint
ALTER TABLE "payment_billing" ADD COLUMN "tax_id" text;