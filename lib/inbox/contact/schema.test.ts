import { CONTACT_MESSAGES as M, contactFieldErrors, contactSchema, type ContactInput } from "./schema";

const valid: ContactInput = {
  name: "Asha Rao",
  email: "asha@acme.example",
  subject: "A demo please",
  message: "We are 12 sellers and want a demo.",
};

function errorsFor(input: Partial<Record<keyof ContactInput, unknown>>) {
  const result = contactSchema.safeParse({ ...valid, ...input });
  return result.success ? {} : contactFieldErrors(result.error.issues);
}

describe("contactSchema", () => {
  it("accepts a complete message and trims every field", () => {
    const result = contactSchema.safeParse({
      name: "  Asha Rao ",
      email: " asha@acme.example ",
      subject: " A demo please ",
      message: "\nWe are 12 sellers and want a demo.  ",
    });
    expect(result.success && result.data).toEqual(valid);
  });

  it("shows the required message for empty, whitespace-only and missing fields", () => {
    const required = {
      name: M.nameRequired,
      email: M.emailRequired,
      subject: M.subjectRequired,
      message: M.messageRequired,
    };
    expect(errorsFor({ name: "", email: "", subject: "", message: "" })).toEqual(required);
    expect(errorsFor({ name: "   ", email: " \t", subject: "  \n ", message: "\n\n  " })).toEqual(required);
    const missing = contactSchema.safeParse({});
    expect(missing.success ? {} : contactFieldErrors(missing.error.issues)).toEqual(required);
  });

  it.each([
    ["name", "A", M.nameShort],
    ["name", " A ", M.nameShort],
    ["email", "asha@", M.emailInvalid],
    ["email", "not an address", M.emailInvalid],
    ["subject", "Demo", M.subjectShort],
    ["subject", "  Demo  ", M.subjectShort],
    ["message", "123456789", M.messageShort],
    ["subject", "Hello\r\nBcc: victim@example.com", M.subjectNotPlain],
    ["subject", "Hello there\nBcc: x@example.com", M.subjectNotPlain],
    ["name", 'Eve"\r\nBcc: victim@example.com', M.nameNotPlain],
    ["subject", "Invoice \u202Efdp.exe", M.subjectNotPlain],
    ["subject", "Hello\tthere friend", M.subjectNotPlain],
    ["subject", "Hello \u2066there\u2069 friend", M.subjectNotPlain],
    ["name", "Eve\u001b[31m Rao", M.nameNotPlain],
    ["name", "Eve\u0085Rao", M.nameNotPlain],
    ["name", "Eve\u2028Bcc", M.nameNotPlain],
    ["name", "a".repeat(101), M.nameLong],
    ["email", `${"a".repeat(250)}@b.example`, M.emailLong],
    ["subject", "s".repeat(151), M.subjectLong],
    ["message", "m".repeat(5001), M.messageLong],
  ] as const)("%s (%#): %s", (field, value, message) => {
    expect(message).toEqual(expect.any(String));
    expect(errorsFor({ [field]: value })).toEqual({ [field]: message });
  });

  it.each([
    ["name", "Al"],
    ["subject", "Hello"],
    ["message", "1234567890"],
    ["name", "a".repeat(100)],
    ["subject", "s".repeat(150)],
    ["message", "m".repeat(5000)],
    // Marks that only set the direction of neutral characters, needed in names that mix scripts: kept.
    ["name", "\u05D3\u05E0\u05D4 Cohen\u200E (IL)"],
    ["name", "\u0915\u094D\u200D\u0937 Rao"],
    // A message is many lines.
    ["message", "Line one\nLine two\r\nLine three"],
  ] as const)("accepts %s at the boundary (%#)", (field, value) => {
    expect(errorsFor({ [field]: value })).toEqual({});
  });

  it("keeps only the first message per field", () => {
    expect(errorsFor({ name: "" })).toEqual({ name: M.nameRequired });
    expect(Object.keys(errorsFor({ name: "", email: "x", subject: "a", message: "b" }))).toEqual([
      "name",
      "email",
      "subject",
      "message",
    ]);
  });
});

describe("NUL characters (PostgreSQL cannot store them in text)", () => {
  it("are dropped from the message and the other fields before the length rules", () => {
    expect(
      contactSchema.parse({
        ...valid,
        message: "We are 12 sellers\u0000 and want a demo.",
        subject: "A demo\u0000 please",
      }),
    ).toMatchObject({
      message: "We are 12 sellers and want a demo.",
      subject: "A demo please",
    });
    expect(errorsFor({ message: "\u0000".repeat(20) })).toEqual({ message: M.messageRequired });
  });
});
