import { z } from "zod";
import type { ContentIssue } from "@/lib/platform/text/content-errors";

// The words of every mail a visitor or customer receives are content (content/emails/*.yaml, the editor's "E-mails"
// group: lib/content/keystatic/emails.ts). This is the one declaration of each kind: its file, what it is, and the
// placeholders its words may use. The mail builders fill the placeholders with values from our own code
// (lib/platform/mail/render.tsx); the content check (lib/content/mail-texts.ts) refuses a placeholder a kind does not
// have and a required one left out, naming the file and the field. docs/editing.md ("E-mails") is the staff's guide.

export type Placeholder = {
  /** What the value is, in the editor's help. */
  means: string;
  /** What the editor's preview shows for it. */
  sample: string;
  /** The body must use it (what the mail is for: the link, the password, the reference). */
  required?: boolean;
  /** Some mails have no value for it: a paragraph using it is then left out. */
  optional?: boolean;
  /** An address made by our code: shown as a link. */
  link?: boolean;
  /** Stands for a part drawn by the code (the button, the receipt's table): alone in a paragraph of the body. */
  block?: boolean;
};

export type MailKind = {
  /** The editor's name of the mail. */
  label: string;
  /** content/emails/<file>.yaml */
  file: string;
  /** When it is sent, for the editor's help. */
  sentWhen: string;
  /** The button's label is a field of its own; {button} in the body places it. */
  button?: boolean;
  placeholders: Readonly<Record<string, Placeholder>>;
};

const SITE = "https://www.leadflow.example";
const APP = "https://app.leadflow.example";

const button = (sample: string): Placeholder => ({
  means: "where the button goes (its label is the Button field; the address comes from the site)",
  sample,
  required: true,
  block: true,
});
/** The list mails' unsubscribe link (both lists' confirmations carry it). */
const unsubscribeUrl: Placeholder = {
  means: "the unsubscribe page",
  sample: `${SITE}/newsletter/unsubscribe?token=sample`,
  required: true,
  link: true,
};
const reference = (means: string, sample: string): Placeholder => ({ means, sample, required: true });

export const MAIL_KINDS = {
  welcome: {
    label: "Welcome (login details)",
    file: "welcome",
    sentWhen:
      "to a new account's address after sign-up. Nobody has confirmed the address yet: it carries none of the registrant's words (no company or contact name).",
    button: true,
    placeholders: {
      clientId: reference("the account's client identifier", "LF-7KQ3M9"),
      email: { means: "the login e-mail (the address the mail goes to)", sample: "asha@acme.example" },
      temporaryPassword: reference("the temporary password", "Xq4-mR8t-Lz2w"),
      button: button(`${APP}/login?email=asha%40acme.example`),
    },
  },
  apiKeyReissued: {
    label: "New API key (after a password reset)",
    file: "api-key-reissued",
    sentWhen: "to an account's owner after they reset the password and proved the address is theirs.",
    placeholders: {
      contactName: { means: "the account's contact name", sample: "Asha Rao" },
      apiKey: reference("the new API key", "lf_live_3f9c0d7a52e14b8c9a6e"),
      appUrl: { means: "the app's address", sample: APP, link: true },
    },
  },
  passwordReset: {
    label: "Password reset link",
    file: "password-reset",
    sentWhen: "when someone asks to reset an account's password.",
    button: true,
    placeholders: {
      contactName: { means: "the account's contact name", sample: "Asha Rao" },
      minutes: { means: "how many minutes the link works", sample: "60" },
      button: button(`${APP}/reset-password?token=sample`),
    },
  },
  signupResume: {
    label: "Finish your signup (payment link)",
    file: "signup-resume",
    sentWhen:
      "when someone signs up again with the address of an account still waiting for payment. Nobody has confirmed the address yet: it carries none of the registrant's words (no company or contact name).",
    button: true,
    placeholders: {
      clientId: { means: "the account's client identifier", sample: "LF-7KQ3M9" },
      minutes: { means: "how many minutes the link works", sample: "60" },
      button: button(`${SITE}/signup/resume?token=sample`),
    },
  },
  receipt: {
    label: "Payment receipt",
    file: "receipt",
    sentWhen: "once after each successful payment, with the invoice attached.",
    placeholders: {
      contactName: { means: "the account's contact name", sample: "Asha Rao" },
      companyName: { means: "the account's company name", sample: "Acme Sales" },
      planName: { means: "the plan paid for", sample: "Professional" },
      billingCycle: { means: "Monthly or Yearly", sample: "Yearly" },
      amount: { means: "the amount charged, with its currency", sample: "₹94,388.20 INR" },
      summary: {
        means: "the order's table (plan, cycle, taxes, total, reference, dates, invoice), as the checkout showed it",
        sample: "Plan: Professional",
        required: true,
        block: true,
      },
      renewal: {
        means: "when and at what price the plan renews, as the checkout said it",
        sample: "Renews automatically on 28 November 2027 (India time) at ₹79,990 per year until you cancel.",
        optional: true,
      },
      termsUrl: { means: "the Terms of Service's address", sample: `${SITE}/terms`, optional: true, link: true },
      invoiceUrl: {
        means: "the invoice's download link (it expires after 30 days)",
        sample: `${SITE}/api/invoices/sample`,
        optional: true,
        link: true,
      },
    },
  },
  newsletterConfirmation: {
    label: "Newsletter: confirm your subscription",
    file: "newsletter-confirmation",
    sentWhen: "after someone signs up for the newsletter, to confirm the address.",
    button: true,
    placeholders: {
      button: button(`${SITE}/newsletter/confirm?token=sample`),
      unsubscribeUrl,
    },
  },
  launchListConfirmation: {
    label: "Launch list: confirm your notification",
    file: "launch-list-confirmation",
    sentWhen: "after someone asks to hear when LeadFlow Voice launches, to confirm the address.",
    button: true,
    placeholders: {
      button: button(`${SITE}/newsletter/confirm?token=sample`),
      unsubscribeUrl,
    },
  },
  salesAcknowledgement: {
    label: "Talk to sales: we received your message",
    file: "sales-acknowledgement",
    sentWhen:
      "to whoever sent the talk-to-sales form. Anyone can type any address there: it carries only our words and the reference.",
    placeholders: {
      inquiryId: reference("the inquiry's number", "1042"),
      meetingUrl: {
        means: "the page to book a meeting with sales (when one is set up)",
        sample: "https://meet.leadflow.example/sales",
        optional: true,
        link: true,
      },
    },
  },
  contactAcknowledgement: {
    label: "Contact form: we received your message",
    file: "contact-acknowledgement",
    sentWhen:
      "to whoever sent the contact form. Anyone can type any address there: it carries only our words and the reference.",
    placeholders: {
      messageId: { means: "the message's number", sample: "2077", optional: true },
    },
  },
  dataDeletionConfirm: {
    label: "Data deletion: confirm your request",
    file: "data-deletion-confirm",
    sentWhen: "after a data deletion request, to the address it names, before anything is done.",
    button: true,
    placeholders: {
      reference: reference("the request's reference", "DDR-2026-7KQ3-M9XH"),
      scope: { means: "what the request asks to delete", sample: "My whole account and its data" },
      button: button(`${SITE}/data-deletion/verify?token=sample`),
    },
  },
  dataDeletionReceived: {
    label: "Data deletion: we have your request",
    file: "data-deletion-received",
    sentWhen: "once the requester confirmed the request.",
    placeholders: {
      reference: reference("the request's reference", "DDR-2026-7KQ3-M9XH"),
      scope: { means: "what the request asks to delete", sample: "My whole account and its data" },
      deadline: {
        means: "by when it is done: the sentence the request's status page shows (lib/inbox/data-deletion/rules.ts)",
        sample:
          "We will complete it by 2 December 2026 (30 days after you confirmed it), or by 17 December 2026 at the latest in complex cases (45 days); if we need longer than 30 days, we will tell you why before then.",
      },
      statusUrl: { means: "the page to follow the request", sample: `${SITE}/data-deletion/status`, link: true },
    },
  },
  dataDeletionDone: {
    label: "Data deletion: your request is complete",
    file: "data-deletion-done",
    sentWhen: "once the request has been carried out.",
    placeholders: {
      reference: reference("the request's reference", "DDR-2026-7KQ3-M9XH"),
      completedOn: { means: "the day it was carried out", sample: "28 November 2026" },
    },
  },
} as const satisfies Record<string, MailKind>;

export type MailKindName = keyof typeof MAIL_KINDS;
export const MAIL_KIND_NAMES = Object.keys(MAIL_KINDS) as MailKindName[];

/** The placeholder names of a kind. */
export type PlaceholderOf<K extends MailKindName> = keyof (typeof MAIL_KINDS)[K]["placeholders"] & string;

/** Where a kind's words are kept. */
export const mailTextFile = (kind: MailKindName) => `content/emails/${MAIL_KINDS[kind].file}.yaml`;

/** A mail's words as staff write them. */
export type MailText = { subject: string; preheader: string; body: string; button?: string };

/** The editor's names of the fields, for the content check's messages. */
export const MAIL_TEXT_FIELDS = { subject: "Subject", preheader: "Preheader", body: "Body", button: "Button" } as const;

const filled = (what: string) =>
  z
    .string({ error: `is missing: write the ${what}` })
    .refine((text) => text.trim() !== "", `is empty: write the ${what}`);

/** A kind's file: its subject, preheader, body, and the button's label when it has a button. */
export function mailTextSchema(kind: MailKindName) {
  const base = {
    subject: filled("subject"),
    preheader: filled("preheader (the line inboxes show after the subject)"),
    body: filled("body"),
  };
  const spec: MailKind = MAIL_KINDS[kind];
  return spec.button ? z.strictObject({ ...base, button: filled("button's label") }) : z.strictObject(base);
}

/** `{name}`: a placeholder, a letter then letters and digits. */
export const PLACEHOLDER = /\{([A-Za-z][A-Za-z0-9]*)\}/g;

/** The body's paragraphs: separated by an empty line. */
export const paragraphsOf = (body: string) =>
  body
    .replace(/\r\n?/g, "\n")
    .split(/\n[ \t]*\n/)
    .map((paragraph) => paragraph.trim())
    .filter((paragraph) => paragraph !== "");

type Problem = Omit<ContentIssue, "file">;

/**
 * What is wrong with a kind's words that no schema says: a placeholder the kind does not have (or a brace that is
 * none), a required one the body lacks, a block ({button}, {summary}) that is not a paragraph of its own or is
 * outside the body.
 */
export function placeholderProblems(kind: MailKindName, text: MailText): Problem[] {
  const spec: MailKind = MAIL_KINDS[kind];
  const known = Object.keys(spec.placeholders);
  const list = known.map((name) => `{${name}}`).join(", ") || "none";
  const problems: Problem[] = [];
  for (const key of ["subject", "preheader", "body", "button"] as const) {
    const value = text[key];
    if (value === undefined) continue;
    const field = MAIL_TEXT_FIELDS[key];
    for (const [, name] of value.matchAll(PLACEHOLDER)) {
      if (!known.includes(name))
        problems.push({
          field,
          code: "unknown_placeholder",
          message: `{${name}} is not a placeholder of this e-mail: use one of ${list}`,
        });
      else if (spec.placeholders[name].block && key !== "body")
        problems.push({
          field,
          code: "misplaced_placeholder",
          message: `{${name}} can only be in the body, as a paragraph of its own`,
        });
    }
    if (/[{}]/.test(value.replace(PLACEHOLDER, "")))
      problems.push({
        field,
        code: "unknown_placeholder",
        message: `has a { or } that is not part of a placeholder: write placeholders as {name}, one of ${list}`,
      });
  }
  const paragraphs = paragraphsOf(text.body);
  for (const [name, placeholder] of Object.entries(spec.placeholders)) {
    const token = `{${name}}`;
    if (placeholder.required && !text.body.includes(token))
      problems.push({
        field: MAIL_TEXT_FIELDS.body,
        code: "missing_placeholder",
        message: `must contain ${token} (${placeholder.means})`,
      });
    if (placeholder.block && paragraphs.some((paragraph) => paragraph.includes(token) && paragraph !== token))
      problems.push({
        field: MAIL_TEXT_FIELDS.body,
        code: "misplaced_placeholder",
        message: `${token} must be a paragraph of its own (empty lines before and after it)`,
      });
  }
  return problems;
}

/** A kind's words, for the mail builders: given by the composition root (lib/server/app-jobs.ts). */
export type MailTexts = <K extends MailKindName>(kind: K) => Promise<MailText>;

/** The sample value of each placeholder, for the editor's preview. */
export function sampleValues(kind: MailKindName): Record<string, string> {
  const spec: MailKind = MAIL_KINDS[kind];
  return Object.fromEntries(Object.entries(spec.placeholders).map(([name, { sample }]) => [name, sample]));
}
