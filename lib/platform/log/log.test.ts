import { Writable } from "node:stream";
import { createLogger, maskEmail, withLogContext } from "@/lib/platform/log";

describe("maskEmail", () => {
  it("keeps the first letter and the domain only", () => {
    expect(maskEmail("jane.doe@example.com")).toBe("j***@example.com");
  });

  it("gives nothing away for something that is not an address", () => {
    expect(maskEmail("nobody")).toBe("***");
  });
});

describe("logger", () => {
  it("writes one JSON object per event with level and time, and redacts secrets", () => {
    const lines: string[] = [];
    const sink = new Writable({
      write(chunk, _encoding, done) {
        lines.push(String(chunk));
        done();
      },
    });
    const log = createLogger(sink);
    log.level = "info";
    log.info({ job: { id: "j1", password: "hunter2" }, apiKey: "lf_secret" }, "sent");
    const entry = JSON.parse(lines[0]);
    expect(entry.msg).toBe("sent");
    expect(entry).toMatchObject({ level: "info", msg: "sent", job: { id: "j1", password: "[redacted]" } });
    expect(typeof entry.time).toBe("string");
    expect(JSON.stringify(entry)).not.toMatch(/hunter2|lf_secret/);
  });
});

function capture() {
  const lines: string[] = [];
  const sink = new Writable({
    write(chunk, _encoding, done) {
      lines.push(String(chunk));
      done();
    },
  });
  const log = createLogger(sink);
  log.level = "info";
  return { log, entries: () => lines.map((line) => JSON.parse(line)), text: () => lines.join("") };
}

describe("log context", () => {
  it("puts the request id and route on every line written inside the request, awaited or not", async () => {
    const { log, entries } = capture();
    await withLogContext({ requestId: "req-1", route: "/api/clients/register" }, async () => {
      log.info("first");
      await new Promise((resolve) => setTimeout(resolve, 1));
      log.info("after a wait");
    });
    log.info("outside");
    expect(entries()).toEqual([
      expect.objectContaining({ msg: "first", requestId: "req-1", route: "/api/clients/register" }),
      expect.objectContaining({ msg: "after a wait", requestId: "req-1", route: "/api/clients/register" }),
      expect.not.objectContaining({ requestId: expect.anything() }),
    ]);
  });

  it("puts the job id and kind on a job's lines, nested inside the request that ran it", () => {
    const { log, entries } = capture();
    withLogContext({ requestId: "req-2" }, () =>
      withLogContext({ jobId: 42, kind: "email" }, () => log.warn("retrying")),
    );
    expect(entries()[0]).toMatchObject({ requestId: "req-2", jobId: 42, kind: "email", level: "warn" });
  });
});

describe("what a log line never carries", () => {
  it("logs a job payload with secrets and addresses, and none of them appears", () => {
    const { log, text } = capture();
    const job = {
      id: 7,
      kind: "email",
      payload: {
        template: "welcome",
        to: "jane.doe@example.com",
        temporaryPassword: "Tmp-Pass-1234",
        client: { apiKey: "lf_live_abcdef", authToken: "tok_987654", contact: { password: "hunter22" } },
      },
    };
    log.error(
      {
        job,
        smtp: "smtp://mailer:s3cr3t-pw@smtp.example.com:587",
        err: new Error("Mail to jane.doe@example.com refused"),
      },
      "Job failed for jane.doe@example.com",
    );
    const written = text();
    for (const secret of [
      "jane.doe@example.com",
      "Tmp-Pass-1234",
      "lf_live_abcdef",
      "tok_987654",
      "hunter22",
      "s3cr3t-pw",
    ]) {
      expect(written).not.toContain(secret);
    }
    expect(written).toContain("j***@example.com");
    expect(written).toContain("smtp://mailer:***@smtp.example.com:587");
    expect(JSON.parse(written).job.payload.template).toBe("welcome");
  });
});
