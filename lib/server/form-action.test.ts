// eslint-disable-next-line no-restricted-imports -- what an action's handler throws to redirect
import { redirect } from "next/navigation";
import type { DatabaseHandle } from "@/lib/platform/db/client";
import { logContext, logger } from "@/lib/platform/log";
import { observeAction } from "@/lib/platform/observability/observe-request";
import { metrics } from "@/lib/platform/observability/metrics";
import { subscribe, SUBSCRIBE_FAILED } from "@/lib/inbox/mailing-list/subscribe";
import { emailFormSchema } from "@/lib/platform/forms/email";
import { openTestPglite } from "@/testing/pglite-template";
import { formActionWith, tokenForm } from "./form-action";
import { IDLE, UNREADABLE_FORM } from "../platform/forms/forms";

describe("formAction", () => {
  let handle: DatabaseHandle;
  const drains: unknown[] = [];
  const formAction = formActionWith({
    request: async () => ({ db: handle.db, ip: "203.0.113.9" }),
    afterAnswer: (task) => drains.push(task),
    observe: (name, act) => observeAction(name, new Headers(), act),
  });
  const joinNewsletter = formAction(
    emailFormSchema,
    async (_input, { db, ip, entries }) => {
      const result = await subscribe(db, "newsletter", entries, { ip });
      return { ...result, queuedJobs: result.status === "done" && result.mailQueued };
    },
    {
      name: "joinNewsletter",
      fields: ["email"] as const,
      failed: { message: SUBSCRIBE_FAILED, log: "List sign-up failed" },
    },
  );

  beforeAll(async () => {
    handle = await openTestPglite();
  });
  afterAll(() => handle.close());
  beforeEach(() => (drains.length = 0));

  function form(entries: Record<string, string>) {
    const data = new FormData();
    for (const [name, value] of Object.entries(entries)) data.set(name, value);
    return data;
  }

  it("runs each call with a request id in its log context and times it by the action's name", async () => {
    const seen: (string | undefined)[] = [];
    const action = formAction(
      emailFormSchema,
      async () => {
        seen.push(logContext().requestId);
        return { status: "done" };
      },
      { name: "observedAction", fields: ["email"] as const, failed: { message: "x", log: "x" } },
    );
    await action(IDLE, form({ email: "ada@example.com" }));
    await action(IDLE, form({ email: "not-an-address" }));
    expect(seen).toEqual([expect.stringMatching(/.{8,}/)]);
    const samples = (await metrics().requestDuration.get()).values.filter(
      (value) => value.labels.route === "observedAction" && value.metricName?.endsWith("_count"),
    );
    expect(samples).toEqual([
      expect.objectContaining({ value: 2, labels: expect.objectContaining({ type: "action" }) }),
    ]);
  });

  it("answers a handler still waiting when the database does not answer the probe as unavailable, with no error log", async () => {
    const errors = jest.spyOn(logger, "error").mockImplementation(() => undefined);
    const warnings = jest.spyOn(logger, "warn").mockImplementation(() => undefined);
    const probes: number[] = [];
    const awayAction = formActionWith({
      request: async () => ({ db: handle.db, ip: "203.0.113.9" }),
      afterAnswer: (task) => drains.push(task),
      observe: (name, act) => observeAction(name, new Headers(), act),
      databaseAnswers: async () => {
        probes.push(Date.now());
        return false;
      },
    })(emailFormSchema, () => new Promise<never>(() => undefined), {
      name: "stalledAction",
      fields: ["email"] as const,
      failed: { message: SUBSCRIBE_FAILED, log: "List sign-up failed" },
    });
    const started = Date.now();
    try {
      const state = await awayAction(IDLE, form({ email: "ada@example.com" }));
      expect(state).toEqual({
        status: "failed",
        code: "unavailable",
        message: SUBSCRIBE_FAILED,
        values: { email: "ada@example.com" },
      });
      expect(probes).toHaveLength(1);
      expect(Date.now() - started).toBeLessThan(5_000);
      expect(errors).not.toHaveBeenCalled();
      expect(warnings).toHaveBeenCalledWith(
        { code: "DATABASE_TIMEOUT", reason: "The database did not answer in time." },
        "List sign-up failed: the database is unavailable",
      );
    } finally {
      errors.mockRestore();
      warnings.mockRestore();
    }
  });

  it("answers anything but FormData as an unreadable form, without running the handler", async () => {
    const state = await joinNewsletter(IDLE, { email: "ada@example.com" } as unknown as FormData);
    expect(state).toBe(UNREADABLE_FORM);
    expect(state).toMatchObject({ status: "failed", code: "unreadable_form" });
  });

  it("answers bad input with the invalid state: its code, one message per field and what was typed", async () => {
    let ran = false;
    const action = formAction(
      emailFormSchema,
      async () => {
        ran = true;
        return { status: "done" };
      },
      { name: "testAction", fields: ["email"] as const, failed: { message: "x", log: "x" } },
    );
    await expect(action(IDLE, form({ email: "not-an-address" }))).resolves.toEqual({
      status: "invalid",
      code: "invalid_input",
      fieldErrors: { email: "Please enter a valid email address" },
      values: { email: "not-an-address" },
    });
    expect(ran).toBe(false);
  });

  it("runs the handler with the typed input, the database and the address, and drains the mail it queued", async () => {
    const state = await joinNewsletter(IDLE, form({ email: "grace@example.com" }));
    expect(state).toMatchObject({ status: "done" });
    expect(drains).toHaveLength(1);
    // The same address moments later: no second mail, nothing to drain.
    await joinNewsletter(IDLE, form({ email: "grace@example.com" }));
    expect(drains).toHaveLength(1);
  });

  it("logs a thrown error and answers the failed state with its code and what was typed", async () => {
    const spy = jest.spyOn(logger, "error").mockImplementation(() => {});
    const action = formAction(
      emailFormSchema,
      async () => {
        throw new Error("connect ECONNREFUSED");
      },
      {
        name: "testAction",
        fields: ["email"] as const,
        failed: { message: SUBSCRIBE_FAILED, code: "send_failed", log: "Sign-up failed" },
      },
    );
    await expect(action(IDLE, form({ email: "ada@example.com" }))).resolves.toEqual({
      status: "failed",
      code: "send_failed",
      message: SUBSCRIBE_FAILED,
      values: { email: "ada@example.com" },
    });
    expect(spy).toHaveBeenCalledWith(expect.objectContaining({ err: expect.any(Error) }), "Sign-up failed");
    spy.mockRestore();
  });

  it("lets redirect() through, and reads a token form whatever its token", async () => {
    const action = formAction(
      tokenForm,
      async ({ token }) => (token ? redirect(`/done?token=${token}`) : { status: "failed", message: "Expired" }),
      { name: "testAction", fields: [], failed: { message: "x", log: "x" } },
    );
    await expect(action(IDLE, form({ token: "abc" }))).rejects.toThrow("NEXT_REDIRECT");
    await expect(action(IDLE, new FormData())).resolves.toEqual({
      status: "failed",
      code: "refused",
      message: "Expired",
    });
  });
  it("sends back what was typed with a done answer that keeps its fields (a lookup), and its links", async () => {
    const action = formAction(
      emailFormSchema,
      async ({ email }) => ({
        status: "done",
        message: `Found ${email}`,
        keepValues: true,
        links: [{ label: "Download invoice", href: "https://x.example/i/1" }],
      }),
      { name: "testAction", fields: ["email"] as const, failed: { message: "x", log: "x" } },
    );
    await expect(action(IDLE, form({ email: "ada@example.com" }))).resolves.toEqual({
      status: "done",
      message: "Found ada@example.com",
      values: { email: "ada@example.com" },
      links: [{ label: "Download invoice", href: "https://x.example/i/1" }],
    });
    const request = formAction(emailFormSchema, async () => ({ status: "done", message: "Sent" }), {
      name: "testAction",
      fields: ["email"] as const,
      failed: { message: "x", log: "x" },
    });
    await expect(request(IDLE, form({ email: "ada@example.com" }))).resolves.toEqual({
      status: "done",
      message: "Sent",
    });
  });
});
