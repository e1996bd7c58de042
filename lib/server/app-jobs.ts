import "server-only";
// The composition root of the background jobs: the one module that knows every job kind and the outbox together, so
// the outbox itself stays free of mail, payments, sync and clients.
import { getDb } from "@/lib/platform/db";
import { env } from "@/lib/platform/env";
import { API_KEY_REISSUED_EMAIL, apiKeyReissuedTemplate } from "@/lib/accounts/companies/reissued-key-mail";
import { welcomeTemplate } from "@/lib/accounts/companies/welcome-mail";
import { commentLinkKeys } from "@/lib/inbox/comments/app-links";
import { commentTemplates } from "@/lib/inbox/comments/mails";
import { blogPostTitle } from "@/lib/inbox/comments/posts";
import { CONTACT_EMAIL, contactTemplate } from "@/lib/inbox/contact/contact-mail";
import { LIST_CONFIRMATION_EMAIL, listConfirmationTemplate } from "@/lib/inbox/mailing-list/confirmation-mail";
import { PASSWORD_RESET_EMAIL, passwordResetTemplate } from "@/lib/accounts/password-reset/reset-mail";
import { SIGNUP_RESUME_EMAIL, signupResumeTemplate } from "@/lib/accounts/signup/resume-mail";
import { mailingListLinkKey } from "@/lib/inbox/mailing-list/app-links";
import { deletionLinkKey } from "@/lib/inbox/data-deletion/app-links";
import { deletionTemplates } from "@/lib/inbox/data-deletion/mails";
import { DELETION_ACK_EMAIL, DELETION_DONE_EMAIL, DELETION_VERIFY_EMAIL } from "@/lib/inbox/data-deletion/mail-kinds";
import { invoiceDownloadUrl } from "@/lib/billing/invoices/app-links";
import { emailJobHandler } from "@/lib/platform/mail/job";
import { mailTexts } from "@/lib/content/mail-texts";
import { withReplyTo } from "@/lib/platform/mail/reply-to";
import { createMailer } from "@/lib/platform/mail/transport";
import { OPS_ALERT_EMAIL, opsAlertTemplate } from "@/lib/platform/observability/ops-alert-mail";
import { resolveGateway } from "@/lib/billing/payments/gateways";
import { RECEIPT_EMAIL, receiptTemplate } from "@/lib/billing/payments/receipt-mail";
import { REFUND_JOB, refundJobHandler } from "@/lib/billing/payments/refund";
import { salesTemplates } from "@/lib/inbox/sales/mails";
import { platformSyncHandler } from "@/lib/accounts/platform-sync/job";
import {
  BACKGROUND_QUIET,
  drain,
  drainLane,
  laneDrains,
  laneName,
  laneTasks,
  outboxLanes,
  processShutdown,
  startLoop,
  summarizeFailure,
  type DrainResult,
  type JobHandlers,
  type RunningLoop,
} from "@/lib/platform/outbox";
import { logger } from "@/lib/platform/log";
import { whatRetries } from "./loop-placement";
import { periodicTasks, runDuePeriodicTasks } from "./periodic";

/**
 * Each kind's overall deadline, one table: past it the handler's signal fires (the SMTP transaction is cut, the
 * gateway or platform call is not made), its lane goes on and the job is retried with backoff. E-mail stays under
 * 10 s, so an SMTP server that never answers still gets an attempt every 10 s; the platform answers within 10 s
 * (lib/accounts/platform-sync/platform.ts); refunds and invoices wait on a payment gateway.
 */
export const JOB_DEADLINES_MS: Readonly<Record<string, number>> = {
  email: 9_000,
  platform_sync: 15_000,
  [REFUND_JOB]: 20_000,
  invoice: 20_000,
};

/** The loop's pause after each lane's run: jittered between 5 and 10 s (docs/operations.md, "What runs where"). */
export const LOOP_INTERVAL_MS = { min: 5_000, max: 10_000 };

let handlers: JobHandlers | undefined;

/** This app's job kinds. A new kind (or e-mail template) is registered here. */
export function appJobHandlers(): JobHandlers {
  handlers ??= {
    // Every customer mail can be answered by a person (lib/platform/mail/reply-to.ts). The words of the mails
    // visitors receive are content (content/emails), read here and given to each mail: the wings that build them
    // may not import lib/content (docs/architecture.md).
    email: emailJobHandler(
      createMailer(env.mail),
      withReplyTo(
        {
          welcome: welcomeTemplate(env.appUrl, mailTexts),
          [RECEIPT_EMAIL]: receiptTemplate({
            texts: mailTexts,
            invoiceLink: (invoiceId) => invoiceDownloadUrl(invoiceId),
            termsUrl: `${env.siteUrl}/terms`,
          }),
          [CONTACT_EMAIL]: contactTemplate(),
          [LIST_CONFIRMATION_EMAIL]: listConfirmationTemplate({
            siteUrl: env.siteUrl,
            linkKey: mailingListLinkKey(),
            texts: mailTexts,
          }),
          [PASSWORD_RESET_EMAIL]: passwordResetTemplate(env.appUrl, mailTexts),
          [API_KEY_REISSUED_EMAIL]: apiKeyReissuedTemplate(env.appUrl, mailTexts),
          [SIGNUP_RESUME_EMAIL]: signupResumeTemplate(env.siteUrl, mailTexts),
          [OPS_ALERT_EMAIL]: opsAlertTemplate(),
          ...salesTemplates({ texts: mailTexts, meetingUrl: env.mail.salesMeetingUrl }),
          ...deletionTemplates({
            siteUrl: env.siteUrl,
            linkKey: deletionLinkKey(),
            staffInbox: env.mail.privacyInbox,
            texts: mailTexts,
          }),
          ...commentTemplates({
            siteUrl: env.siteUrl,
            linkKeys: commentLinkKeys(),
            inbox: env.mail.commentsInbox,
            postTitle: blogPostTitle,
          }),
        },
        {
          support: env.mail.public.support,
          billing: env.mail.public.billing,
          billingTemplates: [RECEIPT_EMAIL],
          privacy: env.mail.public.privacy,
          privacyTemplates: [DELETION_VERIFY_EMAIL, DELETION_ACK_EMAIL, DELETION_DONE_EMAIL],
        },
      ),
    ),
    platform_sync: platformSyncHandler({ apiUrl: env.platform.apiUrl }),
    [REFUND_JOB]: refundJobHandler(resolveGateway),
  };
  return handlers;
}

/** Every drain of this process stops claiming at SIGTERM, and a job under way is released when the budget is spent. */
const shutdownSignals = () => ({ signal: processShutdown().stopping, cut: processShutdown().cut });

export async function drainAppOutbox(limit = 20): Promise<DrainResult> {
  return drain(await getDb(), appJobHandlers(), { limit, deadlinesMs: JOB_DEADLINES_MS, ...shutdownSignals() });
}

/**
 * The outbox without traffic (instrumentation.ts, one per Node process): every lane drains at start and again 5 to
 * 10 s after each run, due retries included; the periodic tasks run on the same loop.
 */
export function startAppOutboxLoop(): RunningLoop {
  return startLoop({
    tasks: [
      ...laneTasks(getDb, appJobHandlers(), { deadlinesMs: JOB_DEADLINES_MS, cut: processShutdown().cut }),
      { name: "periodic tasks", run: async (signal) => void (await runDuePeriodicTasks(periodicTasks, { signal })) },
    ],
    intervalMs: LOOP_INTERVAL_MS,
    onError: (error, task) => {
      const { code, reason } = summarizeFailure(error);
      logger.error({ code, reason }, `Outbox loop: ${task.name} failed; it runs again within 10 s.`);
    },
  });
}

const DRAIN_BATCH = 20;

function backgroundDrains(): () => Promise<void> {
  const jobs = appJobHandlers();
  // Each pass gives way to the requests this thread is serving (a burst of registrations), for 3 s at most.
  return laneDrains(
    outboxLanes(jobs),
    async (lane) =>
      drainLane(await getDb(), jobs, lane, { limit: DRAIN_BATCH, deadlinesMs: JOB_DEADLINES_MS, ...shutdownSignals() }),
    {
      batchSize: DRAIN_BATCH,
      quiet: BACKGROUND_QUIET,
      onError: (error, lane) => {
        const { code, reason } = summarizeFailure(error);
        logger.error({ code, reason }, `Outbox drain failed (${laneName(lane)}); ${whatRetries()}.`);
      },
    },
  );
}

// One per process, shared by every route bundle (each has its own copy of this module).
const shared = globalThis as typeof globalThis & { leadflowLaneDrains?: () => Promise<void> };

/**
 * After a write: run what is due without making the visitor wait or fail, once the server's thread is quiet (within
 * 3 s under load); the cron route catches the rest. Each job kind drains in its own lane: writes during a lane's
 * drain add one more pass of it instead of drains competing for the same rows, and never wait for another lane.
 */
export function drainQuietly(): Promise<void> {
  // Stopping (SIGTERM): nothing new starts; the jobs wait for this process's successor or another instance.
  if (processShutdown().stopping.aborted) return Promise.resolve();
  shared.leadflowLaneDrains ??= backgroundDrains();
  return shared.leadflowLaneDrains();
}
