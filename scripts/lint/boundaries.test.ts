import { ESLint } from "eslint";

// The import boundaries in eslint.config.mjs, linted as the project's own config lints them: each rule refuses a
// snippet that crosses it, and a snippet that stays inside passes.

const eslint = new ESLint({ cwd: process.cwd() });

async function restrictedImports(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath });
  const fatal = result.messages.filter((message) => message.fatal);
  if (fatal.length > 0) throw new Error(`${filePath} did not parse: ${fatal[0].message}`);
  return result.messages
    .filter((message) => message.ruleId === "no-restricted-imports")
    .map((message) => message.message);
}

const use = (names: string) => `\nexport const used = [${names}];\n`;

describe("components/ never import server-only lib code or app/", () => {
  it.each([
    ["the bare @/lib/db", `import { getDb } from "@/lib/db";${use("getDb")}`],
    ["a @/lib/db module", `import { openDatabase } from "@/lib/db/client";${use("openDatabase")}`],
    ["the bare @/lib/outbox", `import { enqueue } from "@/lib/outbox";${use("enqueue")}`],
    ["lib/admin", `import { adminFor } from "@/lib/admin";${use("adminFor")}`],
    ["lib/clients", `import { registerClient } from "@/lib/clients/register";${use("registerClient")}`],
    ["lib/env", `import { env } from "@/lib/env";${use("env")}`],
    [
      "lib/comments (the database behind a post's comments)",
      `import { commentsForPostPage } from "@/lib/comments/post-page";${use("commentsForPostPage")}`,
    ],
    ["lib/content (the content files' reader)", `import { getPosts } from "@/lib/content/blog";${use("getPosts")}`],
    ["lib/payments", `import { startPayment } from "@/lib/payments/service";${use("startPayment")}`],
    [
      "lib/sync by a relative path",
      `import { sendToPlatform } from "../../lib/sync/platform";${use("sendToPlatform")}`,
    ],
    ["app/", `import { postComment } from "@/app/(site)/_actions/comments";${use("postComment")}`],
    [
      "a type from app/",
      `import type { RegionParams } from "@/app/(site)/[region]/region-params";\nexport type P = RegionParams;\n`,
    ],
  ])("refuses %s", async (_, code) => {
    expect(await restrictedImports("components/signup/example.tsx", code)).toHaveLength(1);
  });

  it("allows client-safe lib code, the shared signup messages and types from server-only lib", async () => {
    const code = [
      `import { formatIsoDate } from "@/lib/time/format-date";`,
      `import { EMAIL_TAKEN } from "@/lib/clients/messages";`,
      `import type { SignupPlan } from "@/lib/clients/signup-page";`,
      `import type { Database } from "@/lib/db/client";`,
      `export type Props = { plan: SignupPlan; db?: Database };`,
      use("formatIsoDate, EMAIL_TAKEN"),
    ].join("\n");
    expect(await restrictedImports("components/signup/example.tsx", code)).toEqual([]);
  });
});

describe("lib/ stays framework-free", () => {
  it.each([
    ["components/", `import { Button } from "@/components/ui/button";${use("Button")}`],
    ["the bare @/components", `import { x } from "@/components";${use("x")}`],
    [
      "app/",
      `import { subscribeToNewsletter } from "@/app/(site)/_actions/mailing-lists";${use("subscribeToNewsletter")}`,
    ],
    ["React", `import { useState } from "react";${use("useState")}`],
    ["next/navigation", `import { redirect } from "next/navigation";${use("redirect")}`],
  ])("refuses %s", async (_, code) => {
    expect(await restrictedImports("lib/example/module.ts", code)).toHaveLength(1);
  });

  it("allows lib's own modules", async () => {
    expect(
      await restrictedImports(
        "lib/example/module.ts",
        `import { getDb } from "@/lib/db";\nimport { enqueue } from "../outbox";${use("getDb, enqueue")}`,
      ),
    ).toEqual([]);
  });
});

describe("lib/outbox knows no job kinds", () => {
  it.each([
    ["lib/mail", `import { emailJobHandler } from "@/lib/mail/job";${use("emailJobHandler")}`],
    ["lib/payments by a relative path", `import { REFUND_JOB } from "../payments/refund";${use("REFUND_JOB")}`],
    ["lib/sync", `import type { ClientSyncPayload } from "@/lib/sync/payload";\nexport type P = ClientSyncPayload;\n`],
    ["lib/clients", `import { welcomeTemplate } from "@/lib/clients/welcome-mail";${use("welcomeTemplate")}`],
    ["the job wiring", `import { appJobHandlers } from "@/lib/jobs/app-jobs";${use("appJobHandlers")}`],
    ["components/, as all of lib/", `import { Button } from "@/components/ui/button";${use("Button")}`],
  ])("refuses %s", async (_, code) => {
    expect(await restrictedImports("lib/outbox/example.ts", code)).toHaveLength(1);
  });

  it("allows the database and its own modules", async () => {
    const code = `import type { Database } from "@/lib/db/client";\nimport { outboxJobs } from "@/lib/db/schema";\nimport { drain } from "./drain";\nexport type D = Database;${use("outboxJobs, drain")}`;
    expect(await restrictedImports("lib/outbox/example.ts", code)).toEqual([]);
  });
});

describe("content/ is data", () => {
  it.each([
    ["a value from lib", `import { formatIsoDate } from "@/lib/time/format-date";${use("formatIsoDate")}`],
    [
      "a value from lib by a relative path",
      `import { listCatalogPlans } from "../../lib/plans/catalog";${use("listCatalogPlans")}`,
    ],
    [
      "a type from app/",
      `import type { RegionParams } from "@/app/(site)/[region]/region-params";\nexport type P = RegionParams;\n`,
    ],
    [
      "a type from components/",
      `import type { ButtonProps } from "@/components/ui/button";\nexport type P = ButtonProps;\n`,
    ],
  ])("refuses %s", async (_, code) => {
    expect(await restrictedImports("content/landing/example.ts", code)).toHaveLength(1);
  });

  it("allows types from lib and other content", async () => {
    const code = `import type { Plan } from "@/lib/plans/types";\nimport { faq } from "../faq";\nexport type P = Plan;${use("faq")}`;
    expect(await restrictedImports("content/landing/example.ts", code)).toEqual([]);
  });
});

describe("test support stays out of the product", () => {
  const fake = `import { startFakeSmtp } from "@/testing/smtp";${use("startFakeSmtp")}`;

  it.each([["lib/mail/example.ts"], ["components/ui/example.tsx"], ["app/api/example/route.ts"], ["proxy.ts"]])(
    "refuses testing/ in %s",
    async (file) => {
      expect(await restrictedImports(file, fake)).toHaveLength(1);
    },
  );

  it("allows it in tests", async () => {
    expect(await restrictedImports("lib/mail/example.test.ts", fake)).toEqual([]);
  });
});
