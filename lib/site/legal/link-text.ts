export type TextPart = { text: string; href?: string };

// [label](/path) for links inside the site (only paths starting with "/", so content cannot smuggle in
// javascript: or off-site URLs), and bare e-mail addresses, which become mailto: links.
const LINK = /\[([^\]]+)\]\((\/[^)\s]*)\)|([\w.+-]+@[\w-]+(?:\.[\w-]+)+)/g;

/** Splits legal text into plain and linked parts, in order. Adjacent plain text is never split. */
export function splitLinks(text: string): TextPart[] {
  const parts: TextPart[] = [];
  let last = 0;
  for (const match of text.matchAll(LINK)) {
    const start = match.index;
    if (start > last) parts.push({ text: text.slice(last, start) });
    const [whole, label, path, email] = match;
    parts.push(email ? { text: email, href: `mailto:${email}` } : { text: label, href: path });
    last = start + whole.length;
  }
  if (last < text.length) parts.push({ text: text.slice(last) });
  return parts;
}
