import type { BasicFormField, FormFieldInputProps } from "@keystatic/core";
import { createElement as h } from "react";
import { publishColumn, ShownAs } from "./list-column";

// A post's publish moment in the editor: a date and time shown in the editor's own time zone (the browser's), kept in
// the file as the UTC instant ("2026-09-14T03:30:00.000Z"), so it means the same minute wherever it is read.
// Keystatic's datetime field keeps a wall-clock time without its zone, and its date field a day: neither says when.
// Older files hold a day alone (2026-09-14), which lib/content/blog/publish-moment.ts reads as midnight UTC.

type Options = { label: string; description: string };

const pad = (value: number) => String(value).padStart(2, "0");

/** "2026-09-14T03:30:00.000Z" as the <input type="datetime-local"> value in the browser's zone ("2026-09-14T09:00"). */
function localInputValue(iso: string | null): string {
  const date = iso ? new Date(iso.length === 10 ? `${iso}T00:00:00Z` : iso) : null;
  if (!date || Number.isNaN(date.getTime())) return "";
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(date.getHours())}:${pad(date.getMinutes())}`;
}

function zoneName(): string {
  return Intl.DateTimeFormat().resolvedOptions().timeZone;
}

export function publishMoment({ label, description }: Options): BasicFormField<string | null> {
  function Input({ value, onChange, autoFocus }: FormFieldInputProps<string | null>) {
    return h(
      "label",
      { style: { display: "grid", gap: 6 } },
      h("span", { style: { fontWeight: 600 } }, label),
      h(
        "span",
        { style: { fontSize: 14, opacity: 0.8 } },
        `${description} Times are in your time zone, ${zoneName()}.`,
      ),
      h("input", {
        type: "datetime-local",
        value: localInputValue(value),
        autoFocus,
        style: { padding: 6, maxWidth: 260 },
        // The browser reads the typed time in its own zone; the file keeps the instant.
        onChange: (event: { target: { value: string } }) =>
          onChange(event.target.value ? new Date(event.target.value).toISOString() : null),
      }),
      value ? h("span", { style: { fontSize: 13, opacity: 0.7 } }, `Saved as ${value} (UTC)`) : null,
    );
  }
  const parse = (stored: unknown): string | null => {
    if (stored === undefined || stored === null) return null;
    // YAML reads an unquoted date or timestamp as a Date: the instant it names.
    if (stored instanceof Date) return stored.toISOString();
    if (typeof stored !== "string") throw new Error(`${label} must be a date and time`);
    return stored;
  };
  return {
    kind: "form",
    label,
    Input,
    defaultValue: () => new Date().toISOString().slice(0, 17) + "00.000Z",
    parse,
    serialize: (value) => ({ value: value ?? undefined }),
    // The reader's schema (lib/content/blog/posts.ts) names a missing or impossible moment with the file and field.
    validate: (value) => value,
    // The list's column (lib/content/keystatic/list-column.ts) shows the moment in the viewer's zone, marked when ahead.
    reader: {
      parse: (stored) => {
        const value = parse(stored);
        // Typed as its text for Keystatic's columns (which take text); lib/content/blog/posts.ts unwraps it (columnValue).
        return value === null ? null : (new ShownAs(value, publishColumn(value)) as unknown as string);
      },
    },
  };
}
