import { maskEmail } from "./mask-email";

describe("maskEmail", () => {
  it("keeps the first character and the domain", () => {
    expect(maskEmail("jane.doe@example.com")).toBe("j***@example.com");
    expect(maskEmail("  asha@acme.example ")).toBe("a***@acme.example");
  });

  it("hides the length of the local part, including short ones", () => {
    expect(maskEmail("jo@example.com")).toBe("j***@example.com");
    expect(maskEmail("j@example.com")).toBe("***@example.com");
  });

  it("uses the last @ and whole characters", () => {
    expect(maskEmail('"a@b"@example.com')).toBe('"***@example.com');
    expect(maskEmail("élodie@example.fr")).toBe("é***@example.fr");
    expect(maskEmail("😀x@example.com")).toBe("😀***@example.com");
  });

  it("masks anything that is not an address completely", () => {
    expect(maskEmail("")).toBe("***");
    expect(maskEmail("no-at-sign")).toBe("***");
    expect(maskEmail("@example.com")).toBe("***");
    expect(maskEmail("jane@")).toBe("***");
  });
});
