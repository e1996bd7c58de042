import { defineConfig } from "drizzle-kit";

export default defineConfig({
  dialect: "postgresql",
  schema: "./lib/platform/db/schema",
  out: "./lib/platform/db/migrations",
});
