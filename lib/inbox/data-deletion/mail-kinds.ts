// The data-deletion e-mails' template names (lib/inbox/data-deletion/mails.ts renders them).
export const DELETION_VERIFY_EMAIL = "data-deletion-verify";
export const DELETION_ACK_EMAIL = "data-deletion-ack";
export const DELETION_STAFF_EMAIL = "data-deletion-staff";
export const DELETION_DONE_EMAIL = "data-deletion-done";
