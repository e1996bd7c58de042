// Test-only: the e-mail template of the outbox drills: a short note to payload.to.
import type { EmailTemplate } from "@/lib/platform/mail/job";

export const NOTE_TEMPLATE = "note";

export const noteTemplates: Record<string, EmailTemplate> = {
  [NOTE_TEMPLATE]: async (payload) => ({
    to: String(payload.to),
    subject: `Note ${String(payload.n)}`,
    text: `Note number ${String(payload.n)}.`,
    html: `<p>Note number ${String(payload.n)}.</p>`,
  }),
};

export const note = (n: number, to = `note-${n}@acme.example`) => ({ template: NOTE_TEMPLATE, to, n });
