/**
 * 'jane@example.com' → 'j***@example.com'. Always three stars, so the length of the local part is not shown;
 * a one-character local part is hidden entirely, since its first character would be all of it.
 */
export function maskEmail(email: string): string {
  const trimmed = email.trim();
  const at = trimmed.lastIndexOf("@");
  if (at <= 0 || at === trimmed.length - 1) return "***";
  const local = trimmed.slice(0, at);
  const domain = trimmed.slice(at + 1);
  const shown = local.length > 1 ? Array.from(local)[0] : "";
  return `${shown}***@${domain}`;
}
