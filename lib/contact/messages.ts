// SPEC.md section 8's contact banner, shared by the server action and the form (for a send lost on the way).
export const CONTACT_FAILED = "Failed to send message. Please try again.";
