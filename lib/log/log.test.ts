import { Writable } from "node:stream";
import { createLogger, maskEmail } from "@/lib/log";

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
