import { readFileSync } from "node:fs";
import { createReader } from "@keystatic/core/reader";
import keystaticConfig from "@/lib/content/keystatic/config";
import { PLAN_COPY_FILE } from "../../billing/plans/copy";

// The editor reads and writes content/plan-copy.json through these fields: Keystatic's own reader takes the
// repository's file as it is (plan ids as the fields' keys), so what staff open is what the catalog imports.

it("Keystatic reads the plans' words file as the catalog imports it", async () => {
  const read = await createReader(process.cwd(), keystaticConfig).singletons.planCopy.read();
  expect(read).toEqual(JSON.parse(readFileSync(PLAN_COPY_FILE, "utf8")));
});
