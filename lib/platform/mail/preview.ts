import { escapeHtml } from "./html";

type Message = { to: string; text: string; html: string; headers?: Record<string, string> };

// Headers that could name a recipient: a message redirected to the catch-all must reach no one else.
const ADDRESS_HEADERS = new Set(["to", "cc", "bcc", "resent-to", "resent-cc", "resent-bcc"]);

/**
 * A preview's message, sent to the catch-all address instead of its recipient: the original recipient is in the
 * X-Original-To header and the first line of both parts, so staff see who would have received it.
 */
export function redirectedToCatchAll<M extends Message>(message: M, catchAll: string): M {
  const note = `Preview deployment: this message was meant for ${message.to}.`;
  const banner = `<p style="padding:8px 12px;background:#fef3c7;color:#0f172a">${escapeHtml(note)}</p>`;
  // First in the body, inside the document when the message is one (lib/platform/mail/html.ts htmlDocument).
  const html = /<body[^>]*>/i.test(message.html)
    ? message.html.replace(/<body[^>]*>/i, (body) => `${body}\n${banner}`)
    : `${banner}\n${message.html}`;
  const headers = Object.fromEntries(
    Object.entries(message.headers ?? {}).filter(([name]) => !ADDRESS_HEADERS.has(name.toLowerCase())),
  );
  return {
    ...message,
    to: catchAll,
    text: `${note}\n\n${message.text}`,
    html,
    headers: { ...headers, "X-Original-To": message.to },
  };
}
