// Each component from its own package: the @react-email/components barrel also loads its code block's syntax
// highlighter (Prism and every grammar), about 0.5 s of every process that renders a mail.
import { Body } from "@react-email/body";
import { Button } from "@react-email/button";
import { Container } from "@react-email/container";
import { Head } from "@react-email/head";
import { Html } from "@react-email/html";
import { Link } from "@react-email/link";
import { Preview } from "@react-email/preview";
import { Section } from "@react-email/section";
import { Text } from "@react-email/text";
import { render, toPlainText } from "@react-email/render";
import { toOneLine } from "@/lib/platform/text/plain-line";
import type { MailMessage } from "./transport";
import {
  MAIL_KINDS,
  PLACEHOLDER,
  paragraphsOf,
  sampleValues,
  type MailKind,
  type MailKindName,
  type MailText,
  type MailTexts,
  type PlaceholderOf,
} from "./texts";

// A mail from its words (content/emails/*.yaml, declared in ./texts.ts) and our values, rendered by React Email: the
// HTML with inline styles (mail clients drop style sheets), the plain text made from the same HTML. Values are text:
// React escapes them, so a name like "<script>" reaches the reader as those characters. Every address, the button's
// included, comes from our code; the words never hold a link. JSX here, not in components/: the mail builders of every
// wing render through it, and React Email is a renderer of documents, not of the site (docs/architecture.md).

/** A placeholder's value; undefined or empty for an optional one the mail has none of. */
export type MailValues<K extends MailKindName> = Partial<
  Record<Exclude<PlaceholderOf<K>, "button" | "summary">, string>
>;

/** The parts the code draws: the button's address, the receipt's rows ([label, value]). */
export type MailBlocks = { button?: string; summary?: readonly (readonly [string, string])[] };

export type RenderedMail = { subject: string; preheader: string; text: string; html: string };

const COLORS = { ink: "#0f172a", brand: "#2547ea", muted: "#475569" };
const paragraphStyle = { fontSize: "15px", lineHeight: "1.5", margin: "0 0 16px" };

type Values = Readonly<Record<string, string | undefined>>;

/** A line of words with its placeholders filled: text, or links for the kind's link placeholders. */
function filled(line: string, spec: MailKind, values: Values, keyPrefix: string) {
  const parts: (string | ReturnType<typeof Link>)[] = [];
  let last = 0;
  let text = "";
  for (const match of line.matchAll(PLACEHOLDER)) {
    text += line.slice(last, match.index);
    last = match.index + match[0].length;
    const name = match[1];
    const value = values[name];
    const placeholder = spec.placeholders[name];
    if (placeholder?.link && value) {
      if (text) parts.push(text);
      text = "";
      parts.push(
        <Link key={`${keyPrefix}-${parts.length}`} href={value} style={{ color: COLORS.brand }}>
          {value}
        </Link>,
      );
    } else text += value ?? match[0];
  }
  text += line.slice(last);
  if (text) parts.push(text);
  return parts;
}

/** Whether a paragraph names an optional placeholder this mail has no value for: it is then left out. */
function lacksValue(paragraph: string, spec: MailKind, values: Values): boolean {
  return [...paragraph.matchAll(PLACEHOLDER)].some(([, name]) => spec.placeholders[name]?.optional && !values[name]);
}

function fillText(text: string, values: Values): string {
  return text.replace(PLACEHOLDER, (token, name: string) => values[name] ?? token);
}

function Paragraphs({
  kind,
  text,
  values,
  blocks,
}: {
  kind: MailKindName;
  text: MailText;
  values: Values;
  blocks: MailBlocks;
}) {
  const spec: MailKind = MAIL_KINDS[kind];
  return paragraphsOf(text.body).map((paragraph, index) => {
    const key = `p${index}`;
    if (paragraph === "{button}")
      return blocks.button ? (
        <Section key={key} style={{ margin: "8px 0 24px" }}>
          <Button
            href={blocks.button}
            style={{
              background: COLORS.brand,
              color: "#ffffff",
              padding: "10px 18px",
              borderRadius: "8px",
              fontWeight: "bold",
              textDecoration: "none",
            }}
          >
            {text.button}
          </Button>
        </Section>
      ) : null;
    if (paragraph === "{summary}")
      return (
        <Text key={key} style={paragraphStyle}>
          {(blocks.summary ?? []).map(([label, value], row) => (
            <span key={row}>
              {row > 0 ? <br /> : null}
              {`${label}: `}
              <strong>{value}</strong>
            </span>
          ))}
        </Text>
      );
    if (lacksValue(paragraph, spec, values)) return null;
    const lines = paragraph.split("\n");
    return (
      <Text key={key} style={paragraphStyle}>
        {lines.map((line, row) => (
          <span key={row}>
            {row > 0 ? <br /> : null}
            {filled(line.trim(), spec, values, `${key}-${row}`)}
          </span>
        ))}
      </Text>
    );
  });
}

/** What the editor's preview shows around the mail: its subject and preheader, and its plain text below it. */
type PreviewFrame = { subject: string; text: string };

function Mail(props: {
  kind: MailKindName;
  text: MailText;
  values: Values;
  blocks: MailBlocks;
  preheader: string;
  frame?: PreviewFrame;
}) {
  const { frame, ...mail } = props;
  const muted = { ...paragraphStyle, color: COLORS.muted, fontSize: "13px" };
  return (
    <Html lang="en">
      <Head />
      <Preview>{props.preheader}</Preview>
      <Body style={{ fontFamily: "Arial, sans-serif", color: COLORS.ink, backgroundColor: "#ffffff" }}>
        {frame ? (
          <Container style={{ maxWidth: "600px", padding: "16px", background: "#fef3c7" }}>
            <Text style={muted}>Preview with sample values: this is how the mail looks in an inbox.</Text>
            <Text style={paragraphStyle}>{`Subject: ${frame.subject}`}</Text>
            <Text style={paragraphStyle}>{`Preheader: ${props.preheader}`}</Text>
          </Container>
        ) : null}
        <Container style={{ maxWidth: "600px", padding: "16px" }}>
          <Paragraphs {...mail} />
        </Container>
        {frame ? (
          <Container style={{ maxWidth: "600px", padding: "16px", borderTop: "1px solid #cbd5e1" }}>
            <Text style={muted}>The plain-text part, for mail apps that show no HTML:</Text>
            <pre style={{ whiteSpace: "pre-wrap", fontSize: "13px" }}>{frame.text}</pre>
          </Container>
        ) : null}
      </Body>
    </Html>
  );
}

/** How long a mailed link works from `now`: whole minutes, at least one. */
export const minutesUntil = (end: Date, now: Date) =>
  String(Math.max(1, Math.round((end.getTime() - now.getTime()) / 60_000)));

/** A kind's mail, in its words as `texts` reads them, as the message to `to`. */
export async function mailTo<K extends MailKindName>(
  to: string,
  kind: K,
  texts: MailTexts,
  values: MailValues<K>,
  blocks?: MailBlocks,
): Promise<MailMessage> {
  const { subject, text, html } = await renderMail(kind, await texts(kind), values, blocks);
  return { to, subject, text, html };
}

/** A kind's mail: its subject (one line), preheader, HTML and plain text, with the values filled in. */
export async function renderMail<K extends MailKindName>(
  kind: K,
  text: MailText,
  values: MailValues<K>,
  blocks: MailBlocks = {},
): Promise<RenderedMail> {
  const given = values as Values;
  const preheader = toOneLine(fillText(text.preheader, given));
  const html = await render(<Mail kind={kind} text={text} values={given} blocks={blocks} preheader={preheader} />);
  return { subject: toOneLine(fillText(text.subject, given)), preheader, html, text: toPlainText(html) };
}

/** The receipt's table in the editor's preview: the checkout's rows, with sample figures. */
const SAMPLE_SUMMARY: MailBlocks["summary"] = [
  ["Plan", "Professional"],
  ["Billing cycle", "Yearly"],
  ["Total paid", "₹94,388.20 INR"],
  ["Paid with", "Razorpay"],
  ["Payment reference", "pay_Sample123"],
  ["Paid on", "28 November 2026 (India time)"],
];

/**
 * The editor's preview of a kind's words (app/keystatic-preview/mail/[kind]): the mail with each placeholder's sample
 * value (lib/platform/mail/texts.ts), its subject and preheader above it, its plain text below, as one HTML page.
 */
export async function renderMailPreview(kind: MailKindName, text: MailText): Promise<string> {
  const values = sampleValues(kind);
  const blocks: MailBlocks = { button: values.button, summary: SAMPLE_SUMMARY };
  const mail = await renderMail(kind, text, values as MailValues<typeof kind>, blocks);
  return render(
    <Mail
      kind={kind}
      text={text}
      values={values}
      blocks={blocks}
      preheader={mail.preheader}
      frame={{ subject: mail.subject, text: mail.text }}
    />,
  );
}
