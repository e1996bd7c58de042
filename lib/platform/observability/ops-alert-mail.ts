import { escapeHtml, htmlDocument } from "@/lib/platform/mail/html";
import type { EmailTemplate } from "@/lib/platform/mail/job";
import { ALERT_KINDS, type AlertKind } from "./alert-conditions";

export const OPS_ALERT_EMAIL = "ops-alert";

/** What the operator reads first, and what to do (the same as docs/observability.md, Alerts). */
const ALERT_TEXT: Record<AlertKind, { title: string; action: string }> = {
  dead_letters: {
    title: "Outbox jobs dead-lettered",
    action:
      "List them with `npm run outbox -- list --dead`, read each one's last error, fix the cause, then " +
      "`npm run outbox -- retry ID` (or `retry --dead`), or `discard ID --reason TEXT`.",
  },
  mail_refused: {
    title: "Mail refused for good",
    action:
      "The receiving server refused a recipient (e.g. 550 no such user): `npm run outbox -- list --dead` shows the " +
      "job and its masked recipient (`show ID` its whole answer). Correct the address with the customer, then " +
      "`npm run outbox -- retry ID`, or `discard ID --reason TEXT`.",
  },
  outbox_stalled: {
    title: "Outbox jobs waiting too long",
    action:
      "Check that the outbox loop runs (the server's logs) or that the cron route is called, and that the lane's " +
      "service (SMTP, platform, gateway) answers; `npm run outbox -- list --kind KIND` shows the waiting jobs.",
  },
  invoice_missing: {
    title: "Paid orders without an invoice",
    action:
      "Fulfilment issues the invoice in the same transaction that marks an order paid, so these were marked paid " +
      "some other way (a manual change, a bug): look up each payment, its subscription and its receipt mail.",
  },
  webhook_signatures: {
    title: "Webhook signatures failing",
    action:
      "Compare STRIPE_WEBHOOK_SECRET / RAZORPAY_WEBHOOK_SECRET with the gateway's dashboard (a rotated secret), or " +
      "block the sender if the deliveries are not the gateway's. Payments still confirm through the browser and " +
      "reconciliation meanwhile.",
  },
  payments_undecided: {
    title: "Payments reconciliation cannot settle",
    action:
      "Look each payment up in the gateway's dashboard by its reference (the server's log line 'Payment " +
      "reconciliation could not decide' lists them with the reason). A gateway that does not answer is asked again " +
      "every 5 minutes; check its keys and status page.",
  },
};

const isAlertKind = (value: unknown): value is AlertKind =>
  typeof value === "string" && (ALERT_KINDS as readonly string[]).includes(value);

/** The operators' alert mail: what was seen, when, and what to do. */
export function opsAlertTemplate(): EmailTemplate {
  return async (payload) => {
    const { to, alert, summary, seenAt } = payload;
    if (typeof to !== "string" || !isAlertKind(alert) || typeof summary !== "string" || typeof seenAt !== "string") {
      throw new Error("Ops alert e-mail job without to, alert, summary or seenAt");
    }
    const { title, action } = ALERT_TEXT[alert];
    const text = [
      summary,
      "",
      `Seen at ${seenAt} (UTC).`,
      "",
      `What to do: ${action}`,
      "",
      "At most one such mail an hour.",
      "",
    ];
    const html = htmlDocument(
      `<p>${escapeHtml(summary)}</p><p style="color:#475569">Seen at ${escapeHtml(seenAt)} (UTC).</p>` +
        `<p><strong>What to do:</strong> ${escapeHtml(action)}</p><p style="color:#475569">At most one such mail an hour.</p>`,
    );
    return { to, subject: `[LeadFlow alert] ${title}`, text: text.join("\n"), html };
  };
}
