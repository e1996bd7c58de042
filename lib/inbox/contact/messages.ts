// docs/product.md section 8's two contact failures, shared by the server action and the form.

/** The banner: the send was lost on the way (no answer, a server error), so the form cannot know what happened. */
export const CONTACT_FAILED = "Failed to send message. Please try again.";

/** The send failed: the server answered that it could not keep the message, so it will not reach us. */
export const CONTACT_SEND_FAILED = "Failed to send email. Please try again or contact us directly.";
