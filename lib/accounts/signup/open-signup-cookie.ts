/** The readable mark of a browser whose registration awaits payment (lib/accounts/signup/open-signup-hint.ts). */
export const OPEN_SIGNUP_COOKIE = "leadflow_open_signup";
