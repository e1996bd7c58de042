import { mkdtempSync, utimesSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { waitForWelcomeMails } from "./welcome-mails.mjs";

const mail = (dir: string, name: string, to: string, writtenAt: Date) => {
  const file = path.join(dir, name);
  writeFileSync(
    file,
    `From: LeadFlow <noreply@leadflow.example>\nTo: ${to}\nSubject: Welcome to LeadFlow: your login details\n\nHello`,
  );
  utimesSync(file, writtenAt, writtenAt);
};

describe("waitForWelcomeMails", () => {
  it("resolves with the newest write time once every address has its mail, ignoring other mail", async () => {
    const dir = mkdtempSync(path.join(tmpdir(), "welcome-mails-"));
    mail(dir, "a.eml", "one@bench.example", new Date("2026-11-26T10:00:01Z"));
    mail(dir, "b.eml", "someone-else@example.com", new Date("2026-11-26T10:00:09Z"));
    const waiting = waitForWelcomeMails(dir, ["one@bench.example", "two@bench.example"], { timeoutMs: 5_000 });
    setTimeout(() => mail(dir, "c.eml", "two@bench.example", new Date("2026-11-26T10:00:03Z")), 150);
    await expect(waiting).resolves.toBe(new Date("2026-11-26T10:00:03Z").getTime());
  });

  it("reads a mail again that was listed while still being written", async () => {
    const dir = mkdtempSync(path.join(tmpdir(), "welcome-mails-"));
    writeFileSync(path.join(dir, "a.eml"), "");
    const waiting = waitForWelcomeMails(dir, ["one@bench.example"], { timeoutMs: 5_000 });
    setTimeout(() => mail(dir, "a.eml", "one@bench.example", new Date("2026-11-26T10:00:05Z")), 250);
    await expect(waiting).resolves.toBe(new Date("2026-11-26T10:00:05Z").getTime());
  });

  it("rejects, naming how many are missing, when they do not all come in time", async () => {
    const dir = mkdtempSync(path.join(tmpdir(), "welcome-mails-"));
    mail(dir, "a.eml", "one@bench.example", new Date());
    await expect(
      waitForWelcomeMails(dir, ["one@bench.example", "two@bench.example"], { timeoutMs: 200 }),
    ).rejects.toThrow("1 of 2 welcome e-mails");
  });
});
