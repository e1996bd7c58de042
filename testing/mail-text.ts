/** Undoes quoted-printable soft line breaks and "=3D" escapes: enough to read the links and text of a raw message. */
export const unfoldQuotedPrintable = (raw: string) => raw.replace(/=\r?\n/g, "").replace(/=3D/g, "=");
