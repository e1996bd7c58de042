import { renderMail } from "@/lib/platform/mail/render";
import type { MailText } from "@/lib/platform/mail/texts";
import type { MailMessage } from "@/lib/platform/mail/transport";
import { appLoginUrl } from "@/lib/site/app-urls";

type WelcomeData = {
  to: string;
  clientIdentifier: string;
  temporaryPassword: string;
  appUrl: string;
};

export function welcomeLoginUrl(appUrl: string, email: string): string {
  return `${appLoginUrl(appUrl.replace(/\/$/, ""))}?email=${encodeURIComponent(email)}`;
}

/**
 * The welcome e-mail: login e-mail, temporary password and a login link to the app, in the words of
 * content/emails/welcome.yaml. It goes to an inbox nobody has verified yet, so it carries none of the registrant's
 * words: its kind has no placeholder for the contact or company name, which a stranger could fill with a lure
 * (lib/platform/mail/texts.ts), only our own client identifier.
 */
export async function welcomeEmail(
  { to, clientIdentifier, temporaryPassword, appUrl }: WelcomeData,
  text: MailText,
): Promise<MailMessage> {
  const mail = await renderMail(
    "welcome",
    text,
    { clientId: clientIdentifier, email: to, temporaryPassword },
    { button: welcomeLoginUrl(appUrl, to) },
  );
  return { to, subject: mail.subject, text: mail.text, html: mail.html };
}
