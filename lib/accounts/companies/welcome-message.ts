import { escapeHtml, htmlButton, htmlDocument } from "@/lib/platform/mail/html";
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
 * The welcome e-mail: login e-mail, temporary password and a login link to the app. It goes to an inbox nobody has
 * verified yet, so it carries none of the registrant's words (no contact or company name, which a stranger could fill
 * with a lure): "Hi," and our own client identifier.
 */
export function welcomeEmail({ to, clientIdentifier, temporaryPassword, appUrl }: WelcomeData): MailMessage {
  const loginUrl = welcomeLoginUrl(appUrl, to);
  const text = [
    "Hi,",
    "",
    `Your LeadFlow account ${clientIdentifier} is ready.`,
    "",
    `Login e-mail: ${to}`,
    `Temporary password: ${temporaryPassword}`,
    "",
    `Sign in here: ${loginUrl}`,
    "You will be asked to choose your own password when you first sign in.",
    "",
    "If you did not create this account, reply to this e-mail and we will close it.",
    "",
    "The LeadFlow team",
  ].join("\n");
  const e = escapeHtml;
  const html = htmlDocument(`<p>Hi,</p>
<p>Your LeadFlow account <strong>${e(clientIdentifier)}</strong> is ready.</p>
<table role="presentation" style="border-collapse:collapse">
<tr><td style="padding:4px 12px 4px 0">Login e-mail</td><td><strong>${e(to)}</strong></td></tr>
<tr><td style="padding:4px 12px 4px 0">Temporary password</td><td><code style="font-size:16px">${e(temporaryPassword)}</code></td></tr>
</table>
<p>${htmlButton(loginUrl, "Sign in to LeadFlow")}</p>
<p>You will be asked to choose your own password when you first sign in.</p>
<p style="color:#475569">If you did not create this account, reply to this e-mail and we will close it.</p>
<p>The LeadFlow team</p>`);
  return { to, subject: "Welcome to LeadFlow: your login details", text, html };
}
