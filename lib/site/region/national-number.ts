/** Whether the visitor typed a national number (no "+", no "00" international prefix) worth reading with the country. */
export const isNationalNumber = (typed: string) => /\d/.test(typed) && !/^\s*(\+|00)/.test(typed);
