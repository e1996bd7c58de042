import type { FormState } from "@/lib/platform/forms/form-state";
// The contact form's states (docs/architecture.md FormState<F>): what a wired server action returns to the form.
export type ContactField = "name" | "email" | "subject" | "message";
export type ContactValues = Record<ContactField, string>;

// code send_failed or unavailable (the database away): the server could not keep the message (the form offers the
// e-mail address instead).
export type ContactFormState = FormState<ContactField>;

export type ContactAction = (state: ContactFormState, formData: FormData) => Promise<ContactFormState>;

export const EMPTY_VALUES: ContactValues = { name: "", email: "", subject: "", message: "" };

/** What the visitor typed, as an invalid or failed answer brings it back (also to a page posted without JavaScript). */
export function typedValues(state: ContactFormState): ContactValues {
  return state.status === "invalid" || state.status === "failed" ? { ...EMPTY_VALUES, ...state.values } : EMPTY_VALUES;
}

// docs/product.md section 8.
export const CONTACT_SUCCESS = "Thank you for your message! We'll get back to you soon.";
export const CONTACT_INVALID = "Please check your form inputs and try again.";
