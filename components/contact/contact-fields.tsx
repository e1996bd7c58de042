import { inputClasses, labelClasses } from "@/components/sections/field-classes";
import { CONTACT_LIMITS } from "@/lib/inbox/contact/rules";
import type { ContactField, ContactValues } from "./contact-form-state";

type Props = {
  idPrefix: string;
  values: ContactValues;
  errors: Partial<Record<ContactField, string>>;
  /** The server's answer without JavaScript: the browser focuses (and scrolls to) the first field to correct. */
  autoFocusFirstError?: boolean;
  onChange: (field: ContactField, value: string) => void;
};

const FIELDS: { name: ContactField; label: string; type?: string; autoComplete?: string; minLength?: number }[] = [
  { name: "name", label: "Name", autoComplete: "name", minLength: 2 },
  { name: "email", label: "Email", type: "email", autoComplete: "email" },
  { name: "subject", label: "Subject", minLength: 5 },
  { name: "message", label: "Message", minLength: 10 },
];

/** The four labelled fields; each error sits under its field and is tied to it with aria-describedby. */
export function ContactFields({ idPrefix, values, errors, autoFocusFirstError, onChange }: Props) {
  const firstError = autoFocusFirstError ? FIELDS.find((field) => errors[field.name])?.name : undefined;
  return (
    <div className="grid gap-5 sm:grid-cols-2">
      {FIELDS.map((field) => {
        const id = `${idPrefix}-${field.name}`;
        const error = errors[field.name];
        const shared = {
          id,
          name: field.name,
          required: true,
          minLength: field.minLength,
          // The browser stops typing (and pasting) at the limit the server checks.
          maxLength: CONTACT_LIMITS[field.name],
          value: values[field.name],
          "aria-invalid": error ? true : undefined,
          "aria-describedby": error ? `${id}-error` : undefined,
          autoFocus: field.name === firstError,
        } as const;
        const wide = field.name === "subject" || field.name === "message";
        return (
          <div key={field.name} className={wide ? "sm:col-span-2" : ""}>
            <label htmlFor={id} className={labelClasses}>
              {field.label}
            </label>
            {field.name === "message" ? (
              <textarea
                {...shared}
                rows={5}
                onChange={(e) => onChange(field.name, e.target.value)}
                className={`${inputClasses} mt-2`}
              />
            ) : (
              <input
                {...shared}
                type={field.type ?? "text"}
                autoComplete={field.autoComplete}
                onChange={(e) => onChange(field.name, e.target.value)}
                className={`${inputClasses} mt-2`}
              />
            )}
            {error ? (
              <p id={`${id}-error`} className="mt-1.5 text-sm font-medium text-red-700">
                {error}
              </p>
            ) : null}
          </div>
        );
      })}
    </div>
  );
}
