// The supplier's legal details for tax invoices: facts of the business, not copy, so they stay in code. Its e-mail
// address is the configured billing inbox (BILLING_INBOX), the one every page and receipt names (docs/buying.md).

/** The seller on every invoice (tax law asks for its legal name, address, GSTIN and state). */
export type SupplierDetails = {
  legalName: string;
  addressLines: string[];
  /** GST state code of the registered office: a buyer in the same state pays CGST + SGST, others IGST. */
  stateCode: string;
  gstin: string;
  /** Invoice numbers read `${invoicePrefix}/2026-27/00001`. */
  invoicePrefix: string;
  /** SAC 998314: IT design and development services (software as a service). */
  sacCode: string;
  /** The Letter of Undertaking's application reference (GST RFD-11) under which exports are billed without IGST. */
  lutReference: string;
};

export const supplier: SupplierDetails = {
  legalName: "LeadFlow Software India Private Limited",
  addressLines: ["3rd Floor, 80 Feet Road, Koramangala 4th Block", "Bengaluru, Karnataka 560034", "India"],
  stateCode: "29",
  gstin: "29AABCL1234F1ZU",
  invoicePrefix: "LF",
  sacCode: "998314",
  lutReference: "AD290426012345X",
};
