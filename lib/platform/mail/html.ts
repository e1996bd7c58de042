import { toOneLine } from "@/lib/platform/text/plain-line";

/** Escapes text for an HTML e-mail body or attribute. */
export const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (char) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[char] ?? char,
  );

/** An HTML e-mail's document around its body, with inline styles: mail clients drop style sheets. */
export const htmlDocument = (body: string) =>
  `<!doctype html><html><body style="font-family:Arial,sans-serif;color:#0f172a;line-height:1.5">
${body}
</body></html>`;

/** A link drawn as the brand's primary button. */
export const htmlButton = (href: string, label: string) =>
  `<a href="${escapeHtml(href)}" style="display:inline-block;background:#2547ea;color:#fff;padding:10px 18px;border-radius:8px;text-decoration:none;font-weight:bold">${escapeHtml(label)}</a>`;

/** Someone's own words (a message, a comment), quoted as they wrote them. */
export const htmlQuote = (text: string) =>
  `<blockquote style="white-space:pre-wrap;color:#475569;border-left:3px solid #cbd5e1;margin:0;padding-left:12px">${escapeHtml(text)}</blockquote>`;

/**
 * A mail (a MailMessage, lib/platform/mail/transport.ts) to one of our inboxes: its lines as paragraphs, then `quoted`
 * (a visitor's words), then the sign-off.
 */
export function plainMail(
  to: string,
  subject: string,
  lines: string[],
  { quoted, signOff, replyTo }: { quoted?: string; signOff: string; replyTo?: string },
) {
  const text = [...lines, ...(quoted ? ["", quoted] : []), "", signOff].join("\n");
  const paragraphs = [...lines, signOff].map((line) => `<p>${escapeHtml(line)}</p>`);
  if (quoted) paragraphs.splice(lines.length, 0, htmlQuote(quoted));
  return {
    to,
    subject: toOneLine(subject),
    text,
    html: htmlDocument(paragraphs.join("\n")),
    ...(replyTo ? { replyTo } : {}),
  };
}
