import { mkdtempSync, readFileSync, statSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { storedSecret } from "./stored-secret";

describe("storedSecret", () => {
  const dir = mkdtempSync(join(tmpdir(), "stored-secret-"));

  it("makes a secret once, stores it for the owner only, and gives the same one back after that", () => {
    const file = join(dir, "nested", "session-secret");
    const first = storedSecret(file);
    expect(first).toMatch(/^[0-9a-f]{64}$/);
    expect(readFileSync(file, "utf8")).toBe(first);
    expect(statSync(file).mode & 0o777).toBe(0o600);
    expect(storedSecret(file)).toBe(first);
  });

  it("replaces a leftover too short to be a secret", () => {
    const file = join(dir, "short");
    writeFileSync(file, "abc");
    const secret = storedSecret(file);
    expect(secret).toMatch(/^[0-9a-f]{64}$/);
    expect(storedSecret(file)).toBe(secret);
  });
});
