import { dataDeletion } from "./data-deletion";
import { disclaimer } from "./disclaimer";
import { privacy } from "./privacy";
import { terms } from "./terms";
import type { LegalDocument } from "./types";

/** All legal documents, in the order the cross-links box lists them. */
export const legalDocuments: readonly LegalDocument[] = [terms, privacy, disclaimer, dataDeletion];
