import { OFFER, tokenAllowances } from "./facts";

// Reads any text a buyer reads (a page's words, a mail, the Terms) sentence by sentence and names each statement that
// contradicts the offer's facts (lib/billing/offer/facts.ts). Pure, so Jest runs it over the content files and the
// mails, and the browser tests over every rendered page.

export type OfferContradictionCode =
  | "token_figure"
  | "token_period"
  | "token_limit"
  | "cancellation"
  | "closed_account_retention"
  | "refund_window"
  | "renewal"
  | "pricing_model"
  | "apps_availability"
  | "deletion_channel"
  | "inbox_role";

export type OfferContradiction = { code: OfferContradictionCode; sentence: string; fact: string };

export type OfferContext = {
  /** Whether the phone apps are in a store yet (the download page's store listings). */
  appsAvailable: boolean;
  /** The configured inbox for each kind of question. */
  inboxes: { support: string; billing: string; privacy: string };
};

type Rule = (sentence: string, context: OfferContext) => { code: OfferContradictionCode; fact: string } | null;

const count = (digits: string) => Number(digits.replace(/,/g, ""));
const has = (sentence: string, pattern: RegExp) => pattern.test(sentence);

const rules: Rule[] = [
  (sentence) => {
    const allowances = tokenAllowances();
    for (const match of sentence.matchAll(/(\d[\d,]*)\s+AI tokens?\s*(?:\/\s*|a |per |each |every )(month|year)/gi)) {
      const period = match[2].toLowerCase() as "month" | "year";
      if (!allowances[period].has(count(match[1])))
        return { code: "token_figure", fact: `no plan has ${match[1]} AI tokens a ${period}` };
    }
    return null;
  },
  (sentence) =>
    has(sentence, /monthly (?:AI )?(?:token )?allowance/i) && !has(sentence, /annual|year/i)
      ? { code: "token_period", fact: "an annual plan's tokens are granted for the year, not monthly" }
      : null,
  (sentence) => {
    if (has(sentence, /nothing stops working/i))
      return { code: "token_limit", fact: "at the token limit AI suggestions pause until the next billing period" };
    const aboutLimit = has(sentence, /\b(run|runs|ran) out\b|allowance (?:is )?(?:used up|runs out)|token limit/i);
    const aboutTokens = has(sentence, /\bAI\b|token/i);
    return aboutLimit && aboutTokens && !has(sentence, /pause/i) && has(sentence, /\b(stop|continue|keep|still)/i)
      ? { code: "token_limit", fact: "at the token limit AI suggestions pause until the next billing period" }
      : null;
  },
  (sentence) =>
    has(sentence, /cancel/i) && has(sentence, /\bdata\b/i) && has(sentence, /\b\d+\s+days\b/i)
      ? { code: "cancellation", fact: "a cancelled account moves to the Free plan and keeps its data" }
      : null,
  (sentence) => {
    if (!has(sentence, /\b(closed|closes|close|closure|terminat)/i) || !has(sentence, /keep/i)) return null;
    const days = /\b(\d+)\s+days\b/i.exec(sentence);
    return days && Number(days[1]) !== OFFER.closedAccountRetentionDays
      ? {
          code: "closed_account_retention",
          fact: `a closed account's data is kept ${OFFER.closedAccountRetentionDays} days`,
        }
      : null;
  },
  (sentence) => {
    if (!has(sentence, /refund/i)) return null;
    if (has(sentence, /money[- ]back|full refund/i))
      return { code: "refund_window", fact: "fees paid are not refundable, except a charge made in error" };
    const days = /\b(\d+)\s+days\b/i.exec(sentence);
    return days && Number(days[1]) !== OFFER.refundWindowDays
      ? {
          code: "refund_window",
          fact: `a charge made in error is refunded when reported within ${OFFER.refundWindowDays} days`,
        }
      : null;
  },
  (sentence) =>
    has(sentence, /\b(?:does not|doesn't|do not|don't|never|won't|will not) (?:auto-?)?renew|renew(?:s|ed)? manually/i)
      ? { code: "renewal", fact: "paid plans renew automatically until cancelled" }
      : null,
  (sentence) =>
    has(sentence, /pay only for (?:the )?(?:seats|users|what you use|the AI)|pay[- ]as[- ]you[- ]go|usage-based pric/i)
      ? { code: "pricing_model", fact: "each plan has one flat price for its users and AI tokens" }
      : null,
  (sentence, { appsAvailable }) => {
    if (appsAvailable) return null;
    const claimsApp = has(
      sentence,
      /in (?:their|your) pocket|(?:download|install|get) (?:the )?(?:LeadFlow )?app (?:today|now)\b|apps? (?:is|are) (?:now )?available/i,
    );
    return claimsApp && !has(sentence, /coming soon|\bsoon\b|browser|not yet/i)
      ? { code: "apps_availability", fact: "the phone apps are coming soon; today LeadFlow works in the browser" }
      : null;
  },
  (sentence, { inboxes }) => {
    const addresses: string[] = sentence.match(/[\w.+-]+@[\w-]+(?:\.[\w-]+)+/g) ?? [];
    if (addresses.length === 0) return null;
    const role: keyof OfferContext["inboxes"] | null = has(sentence, /delet|personal data|privacy/i)
      ? "privacy"
      : has(sentence, /cancel|invoice|billing|refund|payment|charge/i)
        ? "billing"
        : null;
    if (role === null || addresses.includes(inboxes[role])) return null;
    return { code: "inbox_role", fact: `questions about ${role} go to ${inboxes[role]}` };
  },
];

/** A text's sentences: split after . ! ? and at line ends (list items, headings). */
export function sentencesOf(text: string): string[] {
  return text
    .split(/(?<=[.!?])\s+|\n+/)
    .map((sentence) => sentence.replace(/\s+/g, " ").trim())
    .filter(Boolean);
}

/** Every statement in the text that contradicts the offer, with the fact it contradicts. */
export function offerContradictions(text: string, context: OfferContext): OfferContradiction[] {
  const sentences = sentencesOf(text);
  // About deleting data anywhere in the text (an answer under "How do I get my data deleted?"): requests go through
  // the Data Deletion page, never "our contact page".
  const aboutDeletion = has(text, /delet|erase/i);
  return sentences.flatMap((sentence) => [
    ...rules.flatMap((rule) => {
      const found = rule(sentence, context);
      return found ? [{ ...found, sentence }] : [];
    }),
    ...(aboutDeletion && has(sentence, /request/i) && has(sentence, /contact (?:page|form)/i)
      ? [{ code: "deletion_channel" as const, sentence, fact: DELETION_CHANNEL }]
      : []),
  ]);
}

const DELETION_CHANNEL = "deletion requests go through the Data Deletion page or the privacy inbox";
