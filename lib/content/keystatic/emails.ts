import { fields, singleton } from "@keystatic/core";
import { MAIL_KINDS, MAIL_KIND_NAMES, type MailKind, type MailKindName } from "../../platform/mail/texts";

// The words of each e-mail a visitor or customer receives, one singleton per kind (content/emails/<file>.yaml), from
// the kinds' one declaration (lib/platform/mail/texts.ts): its placeholders are listed in the body's help, and the
// content check refuses any other (lib/content/mail-texts.ts). The editor's Preview shows the mail rendered with
// sample values (app/keystatic-preview/mail/[kind]/route.keystatic.ts).

const BODY_HELP =
  "Paragraphs are separated by an empty line; a single line break stays a line break. Write a placeholder as {name}: the mail shows its value.";

function placeholderHelp(spec: MailKind): string {
  const names = Object.entries(spec.placeholders).map(([name, placeholder]) => {
    const notes = [
      placeholder.required ? "required" : "",
      placeholder.optional ? "a paragraph with it is left out when there is none" : "",
      placeholder.block ? "alone in its paragraph" : "",
    ].filter(Boolean);
    return `{${name}}: ${placeholder.means}${notes.length ? ` (${notes.join("; ")})` : ""}`;
  });
  return names.length ? `Placeholders: ${names.join(". ")}.` : "This e-mail has no placeholders.";
}

const text = (label: string, description: string, multiline = false) =>
  fields.text({ label, description, multiline, validation: { isRequired: true } });

function mailSingleton(kind: MailKindName) {
  const spec: MailKind = MAIL_KINDS[kind];
  const help = placeholderHelp(spec);
  return singleton({
    label: `E-mail: ${spec.label}`,
    path: `content/emails/${spec.file}`,
    format: { data: "yaml" },
    previewUrl: `/keystatic-preview/mail/${kind}`,
    schema: {
      subject: text("Subject", `Sent ${spec.sentWhen} ${help}`),
      preheader: text("Preheader", "The line inboxes show after the subject; not shown in the mail itself."),
      body: text("Body", `${BODY_HELP} ${help}`, true),
      ...(spec.button ? { button: text("Button", "The button's label. Its address is made by the site.") } : {}),
    },
  });
}

/** Each kind's singleton, under `<kind>Mail` (welcomeMail, receiptMail…). */
export const mailSingletons = Object.fromEntries(
  MAIL_KIND_NAMES.map((kind) => [mailSingletonName(kind), mailSingleton(kind)]),
) as Record<`${MailKindName}Mail`, ReturnType<typeof mailSingleton>>;

export function mailSingletonName<K extends MailKindName>(kind: K): `${K}Mail` {
  return `${kind}Mail`;
}

/** The editor's "E-mails" group (lib/content/keystatic/config.ts). */
export const mailNavigation = { "E-mails": Object.keys(mailSingletons) as (keyof typeof mailSingletons)[] };
