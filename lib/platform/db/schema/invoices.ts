import { index, integer, jsonb, pgTable, text, uniqueIndex } from "drizzle-orm/pg-core";
import { moment } from "./columns";
import { clients } from "./clients";
import { payments } from "./payments";

/**
 * Gap-free counters (invoice numbers per financial year, deletion-request references per year): incremented with
 * insert … on conflict … returning inside the transaction that uses the number, so a rolled-back transaction gives
 * its number back and concurrent ones wait for the row's lock.
 */
export const counters = pgTable("counters", {
  name: text("name").primaryKey(),
  value: integer("value").notNull(),
});

/** The checkout's billing details and the tax priced into a payment's amount (India: GST split; elsewhere none). */
export const paymentBilling = pgTable("payment_billing", {
  paymentId: integer("payment_id")
    .primaryKey()
    .references(() => payments.id, { onDelete: "cascade" }),
  billingName: text("billing_name").notNull(),
  // GST state code of the place of supply; null outside India.
  billingState: text("billing_state"),
  gstin: text("gstin"),
  countryCode: text("country_code").notNull(),
  // The address printed on the invoice (GST rule 46 asks it of an Indian tax invoice's recipient); null when not given.
  addressLine1: text("address_line1"),
  city: text("city"),
  postalCode: text("postal_code"),
  region: text("region"),
  // Outside India: the buyer's VAT number, ABN or other tax ID (India's is gstin).
  taxId: text("tax_id"),
  // In the smallest unit; taxable + cgst + sgst + igst = the payment's amount.
  taxableAmount: integer("taxable_amount").notNull(),
  cgstAmount: integer("cgst_amount").notNull().default(0),
  sgstAmount: integer("sgst_amount").notNull().default(0),
  igstAmount: integer("igst_amount").notNull().default(0),
});

export type InvoiceParty = {
  name: string;
  addressLines: string[];
  gstin?: string;
  /** Outside India: "VAT number", "ABN" or "Tax ID" and the number. */
  taxId?: { label: string; value: string };
  stateCode?: string;
  stateName?: string;
  email?: string;
  countryCode?: string;
};
export type InvoiceTaxLine = { kind: "CGST" | "SGST" | "IGST"; ratePercent: number; amount: number };

/**
 * A tax invoice, one per paid payment, numbered from the financial year's counter in the fulfilment transaction.
 * Supplier and buyer are copied as they were on the day: an invoice never changes, and it is kept when the
 * client's personal data is deleted (tax law).
 */
export const invoices = pgTable(
  "invoices",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    paymentId: integer("payment_id")
      .notNull()
      .references(() => payments.id),
    clientId: integer("client_id").references(() => clients.id, { onDelete: "set null" }),
    number: text("number").notNull(),
    financialYear: text("financial_year").notNull(),
    sequence: integer("sequence").notNull(),
    issuedAt: moment("issued_at").notNull(),
    currency: text("currency").notNull(),
    description: text("description").notNull(),
    sacCode: text("sac_code").notNull(),
    taxableAmount: integer("taxable_amount").notNull(),
    taxLines: jsonb("tax_lines").$type<InvoiceTaxLine[]>().notNull(),
    totalAmount: integer("total_amount").notNull(),
    supplier: jsonb("supplier").$type<InvoiceParty>().notNull(),
    buyer: jsonb("buyer").$type<InvoiceParty>().notNull(),
    paymentReference: text("payment_reference").notNull(),
    // The PDF, rendered once by the outbox (base64), so every copy is the same document.
    pdf: text("pdf"),
  },
  (table) => [
    uniqueIndex("invoices_payment_id_key").on(table.paymentId),
    uniqueIndex("invoices_number_key").on(table.number),
    uniqueIndex("invoices_financial_year_sequence_key").on(table.financialYear, table.sequence),
    index("invoices_client_id_idx").on(table.clientId),
  ],
);

export type Invoice = typeof invoices.$inferSelect;
