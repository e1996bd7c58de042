// Template names of the talk-to-sales and contact e-mails (lib/inbox/sales/mails.ts).
export const SALES_INQUIRY_EMAIL = "sales-inquiry";
export const SALES_ACK_EMAIL = "sales-ack";
export const CONTACT_ACK_EMAIL = "contact-ack";
