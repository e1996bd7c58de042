import { outboxJobs } from "@/lib/platform/db/schema";
import type { DatabaseHandle } from "@/lib/platform/db/client";
import { testDrivers } from "@/testing/test-databases";
import { ADDRESS_DAILY_CAP, OWNER_DAILY_ALLOWANCE } from "./address-cap";
import { queueMail } from "./queue";

// queueMail: the one way a write stores its e-mail (lib/platform/mail/queue.ts), with the inbox's cap counted in the
// same transaction when a stranger can cause the mail.
describe.each(testDrivers())("queueMail on $name", ({ open }) => {
  let handle: DatabaseHandle;
  beforeAll(async () => {
    handle = await open();
  }, 60_000);
  afterAll(() => handle.close());
  const jobs = async () =>
    (await handle.db.select().from(outboxJobs)).map(({ kind, payload, dedupeKey }) => ({ kind, payload, dedupeKey }));
  const now = new Date("2025-03-01T10:00:00Z");

  it("stores an e-mail job once per dedupe key, with no cap when none is named", async () => {
    const mail = { template: "contact", messageId: 1 };
    expect(await queueMail(handle.db, mail, { dedupeKey: "contact:1" })).toEqual({ queued: true });
    expect(await queueMail(handle.db, mail, { dedupeKey: "contact:1" })).toEqual({ queued: true });
    expect(await jobs()).toEqual([{ kind: "email", payload: mail, dedupeKey: "contact:1" }]);
  });

  it("counts a stranger's mail against the inbox's daily cap, whatever the spelling, and stores nothing past it", async () => {
    const spellings = ["cap@acme.example", "Cap+1@acme.example", "cap+2@ACME.example", "cap+3@acme.example"];
    const answers = [];
    for (const [i, to] of spellings.entries())
      answers.push(
        await handle.db.transaction((tx) =>
          queueMail(tx, { template: "sales-ack", inquiryId: i }, { dedupeKey: `ack:${i}`, cap: { stranger: to }, now }),
        ),
      );
    expect(answers.slice(0, ADDRESS_DAILY_CAP.limit)).toEqual([{ queued: true }, { queued: true }, { queued: true }]);
    expect(answers[3]).toEqual({ queued: false, retryAfterMs: 14 * 60 * 60 * 1000 });
    expect((await jobs()).filter((job) => job.payload.template === "sales-ack").map((job) => job.dedupeKey)).toEqual([
      "ack:0",
      "ack:1",
      "ack:2",
    ]);
  });

  it("counts the proven owner's mail against their own allowance, which strangers' mails never use up", async () => {
    // The test above used up this inbox's cap for strangers' mails.
    const answers = [];
    for (let i = 0; i <= OWNER_DAILY_ALLOWANCE.limit; i += 1)
      answers.push(
        await queueMail(
          handle.db,
          { template: "api-key-reissued", userId: i },
          { dedupeKey: `reissued:${i}`, cap: { owner: "cap@acme.example" }, now },
        ),
      );
    expect(answers.filter((answer) => answer.queued)).toHaveLength(OWNER_DAILY_ALLOWANCE.limit);
    expect(answers.at(-1)).toMatchObject({ queued: false });
  });
});
