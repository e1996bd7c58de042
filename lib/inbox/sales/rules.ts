import * as z from "zod/mini";
import { emailAddress, requiredText } from "@/lib/platform/forms/email";
import { isPlainLine, notPlainLine } from "@/lib/platform/text/plain-line";

// The talk-to-sales form (/talk-to-sales).

export const TEAM_SIZES = ["1-10", "11-50", "51-200", "201-1000", "More than 1000"] as const;

export const SALES_MESSAGES = {
  name: "Name is required",
  company: "Company name is required",
  teamSize: "Please choose your team size",
  message: "Message is required",
  messageShort: "Message must be at least 10 characters long",
  tooLong: (field: string, max: number) => `${field} must be at most ${max.toLocaleString("en-US")} characters long`,
} as const;

export const salesInquirySchema = z.object({
  name: requiredText(SALES_MESSAGES.name).check(
    z.maxLength(120, SALES_MESSAGES.tooLong("Name", 120)),
    z.refine(isPlainLine, notPlainLine("Name")),
  ),
  email: emailAddress,
  company: requiredText(SALES_MESSAGES.company).check(
    z.maxLength(200, SALES_MESSAGES.tooLong("Company name", 200)),
    z.refine(isPlainLine, notPlainLine("Company name")),
  ),
  team_size: z.enum(TEAM_SIZES, { error: SALES_MESSAGES.teamSize }),
  message: requiredText(SALES_MESSAGES.message).check(
    z.minLength(10, SALES_MESSAGES.messageShort),
    z.maxLength(5000, SALES_MESSAGES.tooLong("Message", 5000)),
  ),
  preferred_time: z.optional(
    z
      .string()
      .check(
        z.trim(),
        z.maxLength(200, SALES_MESSAGES.tooLong("Preferred time", 200)),
        z.refine(isPlainLine, notPlainLine("Preferred time")),
      ),
  ),
});
export const SALES_FIELDS = ["name", "email", "company", "team_size", "message", "preferred_time"] as const;
export type SalesField = (typeof SALES_FIELDS)[number];

export const SALES_RECEIVED = "Thank you! Our sales team will get back to you within one business day.";
