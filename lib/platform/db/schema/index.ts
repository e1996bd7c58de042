// Every table, one file per store; drizzle-kit reads this folder (drizzle.config.ts).
export * from "./rate-limits";
export * from "./clients";
export * from "./outbox";
export * from "./payments";
export * from "./contact";
export * from "./mailing-lists";
export * from "./password-resets";
export * from "./blog-comments";
export * from "./signup-resumes";
export * from "./invoices";
export * from "./data-deletion";
export * from "./sales";
export * from "./alerts";
