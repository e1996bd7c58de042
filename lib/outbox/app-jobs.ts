import "server-only";
import { getDb } from "@/lib/db";
import { env } from "@/lib/env";
import { welcomeTemplate } from "@/lib/clients/welcome-mail";
import { CONTACT_EMAIL, contactTemplate } from "@/lib/mail/contact";
import { LIST_CONFIRMATION_EMAIL, listConfirmationTemplate } from "@/lib/mail/list-confirmation";
import { PASSWORD_RESET_EMAIL, passwordResetTemplate } from "@/lib/mail/password-reset";
import { mailingListLinkKey } from "@/lib/mailing-list/app-links";
import { emailJobHandler } from "@/lib/mail/job";
import { createMailer } from "@/lib/mail/transport";
import { RECEIPT_EMAIL, receiptTemplate } from "@/lib/payments/receipt-mail";
import { platformSyncHandler } from "@/lib/sync/job";
import { drain } from "./drain";
import type { DrainResult, JobHandlers } from "./types";

let handlers: JobHandlers | undefined;

/** This app's job kinds. A new kind (or e-mail template) is registered here. */
export function appJobHandlers(): JobHandlers {
  handlers ??= {
    email: emailJobHandler(createMailer(env.mail), {
      welcome: welcomeTemplate(env.appUrl),
      [RECEIPT_EMAIL]: receiptTemplate(),
      [CONTACT_EMAIL]: contactTemplate(),
      [LIST_CONFIRMATION_EMAIL]: listConfirmationTemplate({ siteUrl: env.siteUrl, linkKey: mailingListLinkKey() }),
      [PASSWORD_RESET_EMAIL]: passwordResetTemplate(env.appUrl),
    }),
    platform_sync: platformSyncHandler({ apiUrl: env.platform.apiUrl }),
  };
  return handlers;
}

export async function drainAppOutbox(limit = 20): Promise<DrainResult> {
  return drain(await getDb(), appJobHandlers(), { limit });
}

/** After a write: run what is due without making the visitor wait or fail; the cron route catches the rest. */
export async function drainQuietly(): Promise<void> {
  try {
    await drainAppOutbox();
  } catch (error) {
    console.error("Outbox drain failed; the cron route will retry.", error);
  }
}
