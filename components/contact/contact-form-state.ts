// The contact form's states (STYLE.md FormState<F>): what a wired server action returns to the form.
export type ContactField = "name" | "email" | "subject" | "message";
export type ContactValues = Record<ContactField, string>;

export type ContactFormState =
  | { status: "idle" }
  | { status: "invalid"; fieldErrors: Partial<Record<ContactField, string>>; values: Partial<Record<ContactField, string>> }
  | { status: "failed"; message: string }
  | { status: "done" };

export type ContactAction = (state: ContactFormState, formData: FormData) => Promise<ContactFormState>;

export const EMPTY_VALUES: ContactValues = { name: "", email: "", subject: "", message: "" };

// SPEC section 8.
export const CONTACT_SUCCESS = "Thank you for your message! We'll get back to you soon.";
export const CONTACT_INVALID = "Please check your form inputs and try again.";
