// Test-only: the attachments of a raw MIME message as nodemailer writes them (base64 parts with a filename).

export type MailAttachment = { filename: string; contentType: string; content: Buffer };

export function mailAttachments(raw: string): MailAttachment[] {
  const found: MailAttachment[] = [];
  // Each part: its header block, a blank line, then the body up to the next boundary line ("--…").
  for (const part of raw.split(/\r?\n--[^\r\n]+\r?\n/)) {
    const split = part.search(/\r?\n\r?\n/);
    if (split < 0) continue;
    const headers = part.slice(0, split).replace(/\r?\n[ \t]+/g, " ");
    const filename = /filename="?([^";\r\n]+)"?/i.exec(headers)?.[1];
    if (!filename || !/Content-Transfer-Encoding:\s*base64/i.test(headers)) continue;
    const contentType = /Content-Type:\s*([^;\r\n]+)/i.exec(headers)?.[1].trim() ?? "application/octet-stream";
    const body = part
      .slice(split)
      .split(/\r?\n--/)[0]
      .replace(/\s+/g, "");
    found.push({ filename, contentType, content: Buffer.from(body, "base64") });
  }
  return found;
}
