import type { OutboxJob } from "@/lib/platform/db/schema";
import { metrics } from "@/lib/platform/observability/metrics";
import { PermanentFailure, type JobContext, type JobHandler, type JobPayload } from "@/lib/platform/outbox";
import type { Mailer, MailMessage } from "./transport";

/**
 * Builds one kind of e-mail from a job payload (e.g. { template: "welcome", clientId }); null when the mail
 * has no purpose any more (e.g. its reset link expired while the SMTP server was down), which ends the job.
 */
export type EmailTemplate = (
  payload: JobPayload,
  context: Omit<JobContext, "signal" | "confirmLease">,
) => Promise<MailMessage | null>;

/**
 * One Message-ID per job, whatever the attempt: a mail the SMTP server took whose job was not marked done is sent
 * again with the same Message-ID (and, as templates render the same message again, the same content). The
 * creation time keeps ids apart across databases (a development database made anew counts from 1 again).
 */
export const jobMessageKey = (job: Pick<OutboxJob, "id" | "createdAt">) =>
  `outbox.${job.id}.${job.createdAt.getTime().toString(36)}`;

/** The outbox handler for "email" jobs: picks the payload's template, renders it, sends it. */
export function emailJobHandler(mailer: Mailer, templates: Readonly<Record<string, EmailTemplate>>): JobHandler {
  return async (payload, context) => {
    const name = typeof payload.template === "string" ? payload.template : "";
    const template = Object.hasOwn(templates, name) ? templates[name] : undefined;
    if (!template) throw new Error(`Unknown e-mail template "${name}"`);
    const message = await template(payload, context);
    if (!message) return;
    const sent = metrics().mails;
    // Lost to another drainer meanwhile (its clock ahead, a retry by hand, a pause past the lease): nothing sent.
    await context.confirmLease();
    // The signal fires when the lease is lost or the deadline passes: the transaction is cut before the end of DATA.
    await mailer.send({ ...message, messageKey: jobMessageKey(context.job) }, { signal: context.signal }).then(
      () => sent.labels(name, "sent").inc(),
      (error: unknown) => {
        sent.labels(name, "failed").inc();
        throw refusedForGood(error) ?? error;
      },
    );
  };
}

type SmtpError = { code?: unknown; responseCode?: unknown; command?: unknown; message?: unknown };

/**
 * A 5xx answer to RCPT TO (550 "no such user", 553 "mailbox name not allowed"…): the receiving server refuses this
 * recipient for good, so retrying for a day only delays the operator's look (the job is dead at once, and the
 * `mail_refused` alert says so). A 4xx, a refused connection or a 5xx to anything else stays a retry.
 */
export function refusedForGood(error: unknown): PermanentFailure | null {
  const { code, responseCode, command, message } = (error ?? {}) as SmtpError;
  if (typeof responseCode !== "number" || responseCode < 500 || responseCode > 599) return null;
  if (typeof command !== "string" || !command.toUpperCase().startsWith("RCPT")) return null;
  return new PermanentFailure(typeof message === "string" ? message : `SMTP ${responseCode}`, {
    cause: error,
    code: typeof code === "string" ? code : "EENVELOPE",
    responseCode,
  });
}
