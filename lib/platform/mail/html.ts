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
