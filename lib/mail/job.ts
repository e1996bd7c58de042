import type { JobContext, JobHandler, JobPayload } from "@/lib/outbox";
import type { Mailer, MailMessage } from "./transport";

/**
 * Builds one kind of e-mail from a job payload (e.g. { template: "welcome", clientId }); null when the mail
 * has no purpose any more (e.g. its reset link expired while the SMTP server was down), which ends the job.
 */
export type EmailTemplate = (payload: JobPayload, context: JobContext) => Promise<MailMessage | null>;

/** The outbox handler for "email" jobs: picks the payload's template, renders it, sends it. */
export function emailJobHandler(mailer: Mailer, templates: Readonly<Record<string, EmailTemplate>>): JobHandler {
  return async (payload, context) => {
    const name = typeof payload.template === "string" ? payload.template : "";
    const template = Object.hasOwn(templates, name) ? templates[name] : undefined;
    if (!template) throw new Error(`Unknown e-mail template "${name}"`);
    const message = await template(payload, context);
    if (message) await mailer.send(message);
  };
}
