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
    ["the bare @/lib/platform/db", `import { getDb } from "@/lib/platform/db";${use("getDb")}`],
    ["a @/lib/platform/db module", `import { openDatabase } from "@/lib/platform/db/client";${use("openDatabase")}`],
    ["the bare @/lib/platform/outbox", `import { enqueue } from "@/lib/platform/outbox";${use("enqueue")}`],
    ["lib/accounts/backend", `import { adminFor } from "@/lib/accounts/backend";${use("adminFor")}`],
    [
      "lib/accounts/companies",
      `import { registerClient } from "@/lib/accounts/companies/register";${use("registerClient")}`,
    ],
    ["lib/platform/env", `import { env } from "@/lib/platform/env";${use("env")}`],
    [
      "lib/inbox/comments (the database behind a post's comments)",
      `import { commentsForPostPage } from "@/lib/inbox/comments/post-page";${use("commentsForPostPage")}`,
    ],
    [
      "lib/content/sections (the content files' reader)",
      `import { getPosts } from "@/lib/content/blog/posts";${use("getPosts")}`,
    ],
    ["lib/billing/payments", `import { startPayment } from "@/lib/billing/payments/service";${use("startPayment")}`],
    [
      "lib/accounts/platform-sync by a relative path",
      `import { sendToPlatform } from "../../lib/accounts/platform-sync/platform";${use("sendToPlatform")}`,
    ],
    [
      "lib/server (the composition root)",
      `import { drainQuietly } from "@/lib/server/app-jobs";${use("drainQuietly")}`,
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
      `import { formatIsoDate } from "@/lib/platform/time/format-date";`,
      `import { EMAIL_TAKEN } from "@/lib/accounts/companies/messages";`,
      `import type { SignupPlan } from "@/lib/accounts/signup/page";`,
      `import type { Database } from "@/lib/platform/db/client";`,
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
        `import { getDb } from "@/lib/platform/db";\nimport { enqueue } from "../outbox";${use("getDb, enqueue")}`,
      ),
    ).toEqual([]);
  });
});

describe("lib/platform/outbox knows no job kinds", () => {
  it.each([
    ["lib/platform/mail", `import { emailJobHandler } from "@/lib/platform/mail/job";${use("emailJobHandler")}`],
    [
      "lib/billing/payments by a relative path",
      `import { REFUND_JOB } from "../../billing/payments/refund";${use("REFUND_JOB")}`,
    ],
    [
      "lib/accounts/platform-sync",
      `import type { ClientSyncPayload } from "@/lib/accounts/platform-sync/payload";\nexport type P = ClientSyncPayload;\n`,
    ],
    [
      "lib/accounts/companies",
      `import { welcomeTemplate } from "@/lib/accounts/companies/welcome-mail";${use("welcomeTemplate")}`,
    ],
    ["the job wiring", `import { appJobHandlers } from "@/lib/server/app-jobs";${use("appJobHandlers")}`],
    ["components/, as all of lib/", `import { Button } from "@/components/ui/button";${use("Button")}`],
  ])("refuses %s", async (_, code) => {
    expect(await restrictedImports("lib/platform/outbox/example.ts", code)).toHaveLength(1);
  });

  it("allows the database and its own modules", async () => {
    const code = `import type { Database } from "@/lib/platform/db/client";\nimport { outboxJobs } from "@/lib/platform/db/schema";\nimport { drain } from "./drain";\nexport type D = Database;${use("outboxJobs, drain")}`;
    expect(await restrictedImports("lib/platform/outbox/example.ts", code)).toEqual([]);
  });
});

describe("lib's wings import one way, over the platform floor", () => {
  it.each([
    [
      "platform/ a wing",
      "lib/platform/http.ts",
      `import { supplier } from "@/lib/billing/supplier";${use("supplier")}`,
    ],
    [
      "platform/ a wing by a relative path",
      "lib/platform/env/index.ts",
      `import { x } from "../../site/site";${use("x")}`,
    ],
    [
      "billing/ accounts/",
      "lib/billing/payments/fulfil.ts",
      `import { x } from "@/lib/accounts/companies/onboarding";${use("x")}`,
    ],
    [
      "billing/ content/",
      "lib/billing/plans/copy.ts",
      `import type { X } from "@/lib/content/types";\nexport type Y = X;\n`,
    ],
    ["content/ inbox/", "lib/content/sections.ts", `import { x } from "../inbox/comments/approved";${use("x")}`],
    ["accounts/ inbox/", "lib/accounts/signup/page.ts", `import { x } from "@/lib/inbox/contact/submit";${use("x")}`],
    [
      "a wing the composition root",
      "lib/accounts/signup/completion.ts",
      `import { appJobHandlers } from "@/lib/server/app-jobs";${use("appJobHandlers")}`,
    ],
  ])("refuses %s", async (_, file, code) => {
    expect(await restrictedImports(file, code)).toHaveLength(1);
  });

  it("allows a wing the floor and the wings below it, and server/ every wing", async () => {
    const accounts = `import { getDb } from "@/lib/platform/db";\nimport { supplier } from "@/lib/billing/supplier";${use("getDb, supplier")}`;
    expect(await restrictedImports("lib/accounts/signup/page.ts", accounts)).toEqual([]);
    const server = `import { submitContactMessage } from "@/lib/inbox/contact/submit";${use("submitContactMessage")}`;
    expect(await restrictedImports("lib/server/app-jobs.ts", server)).toEqual([]);
  });
});

describe("content/ is data", () => {
  it.each([
    ["a value from lib", `import { formatIsoDate } from "@/lib/platform/time/format-date";${use("formatIsoDate")}`],
    [
      "a value from lib by a relative path",
      `import { listCatalogPlans } from "@/lib/billing/plans/catalog";${use("listCatalogPlans")}`,
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
    const code = `import type { Plan } from "@/lib/billing/plans/types";\nimport { faq } from "../faq";\nexport type P = Plan;${use("faq")}`;
    expect(await restrictedImports("content/landing/example.ts", code)).toEqual([]);
  });
});

describe("test support stays out of the product", () => {
  const fake = `import { startFakeSmtp } from "@/testing/smtp";${use("startFakeSmtp")}`;

  it.each([
    ["lib/platform/mail/example.ts"],
    ["components/ui/example.tsx"],
    ["app/api/example/route.ts"],
    ["proxy.ts"],
  ])("refuses testing/ in %s", async (file) => {
    expect(await restrictedImports(file, fake)).toHaveLength(1);
  });

  it("allows it in tests", async () => {
    expect(await restrictedImports("lib/platform/mail/example.test.ts", fake)).toEqual([]);
  });
});
