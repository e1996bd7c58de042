import { integer, pgTable, primaryKey, text } from "drizzle-orm/pg-core";
import { moment } from "./columns";

/** Fixed-window request counters per key (e.g. "contact:203.0.113.9"), shared by every app instance. */
export const rateLimits = pgTable(
  "rate_limits",
  {
    key: text("key").notNull(),
    windowStart: moment("window_start").notNull(),
    count: integer("count").notNull().default(0),
  },
  (table) => [primaryKey({ columns: [table.key, table.windowStart] })],
);
