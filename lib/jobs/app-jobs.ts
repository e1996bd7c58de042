import "server-only";
// The composition root of the background jobs: the one module that knows every job kind and the outbox together, so
// the outbox itself stays free of mail, payments, sync and clients.
import { getDb } from "@/lib/db";
import { env } from "@/lib/env";
import { API_KEY_REISSUED_EMAIL, apiKeyReissuedTemplate } from "@/lib/clients/reissued-key-mail";
import { welcomeTemplate } from "@/lib/clients/welcome-mail";
import { commentLinkKeys } from "@/lib/comments/app-links";
import { commentTemplates } from "@/lib/comments/mails";
import { blogPostTitle } from "@/lib/comments/posts";
import { CONTACT_EMAIL, contactTemplate } from "@/lib/mail/contact";
import { LIST_CONFIRMATION_EMAIL, listConfirmationTemplate } from "@/lib/mail/list-confirmation";
import { PASSWORD_RESET_EMAIL, passwordResetTemplate } from "@/lib/mail/password-reset";
import { SIGNUP_RESUME_EMAIL, signupResumeTemplate } from "@/lib/mail/signup-resume";
import { mailingListLinkKey } from "@/lib/mailing-list/app-links";
import { deletionLinkKey } from "@/lib/data-deletion/app-links";
import { deletionTemplates } from "@/lib/data-deletion/mails";
import { invoiceDownloadUrl } from "@/lib/invoices/app-links";
import { emailJobHandler } from "@/lib/mail/job";
import { withReplyTo } from "@/lib/mail/reply-to";
import { createMailer } from "@/lib/mail/transport";
import { OPS_ALERT_EMAIL, opsAlertTemplate } from "@/lib/observability/ops-alert-mail";
import { resolveGateway } from "@/lib/payments/gateways";
import { RECEIPT_EMAIL, receiptTemplate } from "@/lib/payments/receipt-mail";
import { REFUND_JOB, refundJobHandler } from "@/lib/payments/refund";
import { salesTemplates } from "@/lib/sales/mails";
import { platformSyncHandler } from "@/lib/sync/job";
import {
  BACKGROUND_QUIET,
  drain,
  drainLane,
  laneDrains,
  laneName,
  outboxLanes,
  type DrainResult,
  type JobHandlers,
} from "@/lib/outbox";
import { logger } from "@/lib/log";

let handlers: JobHandlers | undefined;

/** This app's job kinds. A new kind (or e-mail template) is registered here. */
export function appJobHandlers(): JobHandlers {
  handlers ??= {
    // Every customer mail can be answered by a person (lib/mail/reply-to.ts).
    email: emailJobHandler(
      createMailer(env.mail),
      withReplyTo(
        {
          welcome: welcomeTemplate(env.appUrl),
          [RECEIPT_EMAIL]: receiptTemplate({ invoiceLink: (invoiceId) => invoiceDownloadUrl(invoiceId) }),
          [CONTACT_EMAIL]: contactTemplate(),
          [LIST_CONFIRMATION_EMAIL]: listConfirmationTemplate({ siteUrl: env.siteUrl, linkKey: mailingListLinkKey() }),
          [PASSWORD_RESET_EMAIL]: passwordResetTemplate(env.appUrl),
          [API_KEY_REISSUED_EMAIL]: apiKeyReissuedTemplate(env.appUrl),
          [SIGNUP_RESUME_EMAIL]: signupResumeTemplate(env.siteUrl),
          [OPS_ALERT_EMAIL]: opsAlertTemplate(),
          ...salesTemplates({ meetingUrl: env.mail.salesMeetingUrl }),
          ...deletionTemplates({ siteUrl: env.siteUrl, linkKey: deletionLinkKey(), staffInbox: env.mail.privacyInbox }),
          ...commentTemplates({
            siteUrl: env.siteUrl,
            linkKeys: commentLinkKeys(),
            inbox: env.mail.commentsInbox,
            postTitle: blogPostTitle,
          }),
        },
        { support: env.mail.supportInbox, billing: env.mail.billingInbox, billingTemplates: [RECEIPT_EMAIL] },
      ),
    ),
    platform_sync: platformSyncHandler({ apiUrl: env.platform.apiUrl }),
    [REFUND_JOB]: refundJobHandler(resolveGateway),
  };
  return handlers;
}

export async function drainAppOutbox(limit = 20): Promise<DrainResult> {
  return drain(await getDb(), appJobHandlers(), { limit });
}

const DRAIN_BATCH = 20;

function backgroundDrains(): () => Promise<void> {
  const jobs = appJobHandlers();
  // Each pass gives way to the requests this thread is serving (a burst of registrations), for 3 s at most.
  return laneDrains(outboxLanes(jobs), async (lane) => drainLane(await getDb(), jobs, lane, { limit: DRAIN_BATCH }), {
    batchSize: DRAIN_BATCH,
    quiet: BACKGROUND_QUIET,
    onError: (error, lane) =>
      logger.error({ err: error }, `Outbox drain failed (${laneName(lane)}); the cron route will retry.`),
  });
}

// One per process, shared by every route bundle (each has its own copy of this module).
const shared = globalThis as typeof globalThis & { leadflowLaneDrains?: () => Promise<void> };

/**
 * After a write: run what is due without making the visitor wait or fail, once the server's thread is quiet (within
 * 3 s under load); the cron route catches the rest. Each job kind drains in its own lane: writes during a lane's
 * drain add one more pass of it instead of drains competing for the same rows, and never wait for another lane.
 */
export function drainQuietly(): Promise<void> {
  shared.leadflowLaneDrains ??= backgroundDrains();
  return shared.leadflowLaneDrains();
}
