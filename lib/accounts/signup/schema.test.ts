import { SIGNUP_MESSAGES as M, signupFieldErrors, signupSchema, type SignupInput } from "./schema";

const valid: SignupInput = {
  client_name: "Acme Sales",
  contact_name: "Asha Rao",
  contact_email: "asha@acme.example",
  contact_phone: "+919876543210",
  acceptTerms: true,
};

function errorsFor(input: Partial<Record<keyof SignupInput, unknown>>) {
  const result = signupSchema.safeParse({ ...valid, ...input });
  return result.success ? {} : signupFieldErrors(result.error.issues);
}

describe("signupSchema", () => {
  it("accepts a complete form and trims every text", () => {
    const result = signupSchema.safeParse({
      client_name: "  Acme Sales ",
      contact_name: " Asha Rao",
      contact_email: " asha@acme.example ",
      contact_phone: " +919876543210 ",
      acceptTerms: "on",
    });
    expect(result.success && result.data).toEqual({ ...valid, acceptTerms: true });
  });

  it("shows the product's message for every empty field, whitespace-only included", () => {
    const empty = {
      client_name: "   ",
      contact_name: "",
      contact_email: " \t",
      contact_phone: "  ",
      acceptTerms: false,
    };
    expect(errorsFor(empty)).toEqual({
      client_name: M.companyRequired,
      contact_name: M.contactRequired,
      contact_email: M.emailRequired,
      contact_phone: M.phoneRequired,
      acceptTerms: M.termsRequired,
    });
  });

  it("treats missing fields like empty ones", () => {
    const result = signupSchema.safeParse({});
    expect(result.success ? {} : signupFieldErrors(result.error.issues)).toEqual({
      client_name: M.companyRequired,
      contact_name: M.contactRequired,
      contact_email: M.emailRequired,
      contact_phone: M.phoneRequired,
      acceptTerms: M.termsRequired,
    });
  });

  it.each([
    ["client_name", "Evil Co\nBcc: victim@example.com", M.companyNotPlain],
    ["client_name", "Evil Co \u202Emoc.elpmaxe-live\u202C", M.companyNotPlain],
    ["client_name", "Evil\u2067 Co", M.companyNotPlain],
    ["client_name", "Evil\u0007Co", M.companyNotPlain],
    ["contact_name", "Asha\r\nIMPORTANT: verify at https://evil.example/login", M.contactNotPlain],
    ["contact_name", "Asha \u202B Rao", M.contactNotPlain],
    ["contact_name", "Asha\u007fRao", M.contactNotPlain],
  ] as const)("refuses line breaks, control and direction-override characters in %s (%#)", (field, value, message) => {
    expect(message).toMatch(/ must be a single line without hidden characters$/);
    expect(errorsFor({ [field]: value })).toEqual({ [field]: message });
  });

  it("keeps names in any script, with the direction marks and joiners they need", () => {
    expect(
      errorsFor({
        client_name: "\u0634\u0631\u0643\u0629 Acme\u200F",
        contact_name: "\u0905\u0928\u093F\u0932 \u0915\u094D\u200D\u0937",
      }),
    ).toEqual({});
  });

  it.each(["asha", "asha@", "@acme.example", "asha@acme", "asha acme@example.com", "asha@@acme.example"])(
    "rejects the address %s",
    (email) => {
      expect(errorsFor({ contact_email: email })).toEqual({ contact_email: M.emailInvalid });
    },
  );

  it.each([
    ["+1" + "2345678", true], // a digit 1-9 then 7 digits: the shortest number
    ["+1" + "234567", false], // 6 digits after the first
    ["+9" + "1".repeat(15), true], // 15 digits after the first: the longest
    ["+9" + "1".repeat(16), false], // 16 digits after the first
    ["+0" + "12345678", false], // leading 0
    ["919876543210", false], // no plus sign
    ["+91 98765-43210", true], // separators people type are dropped
    ["+91 (987) 654.3210", true],
    ["+91abc6543210", false],
    ["++919876543210", false],
  ])("phone %s valid: %s", (phone, ok) => {
    expect(errorsFor({ contact_phone: phone })).toEqual(ok ? {} : { contact_phone: M.phoneInvalid });
  });

  it("stores the phone without separators", () => {
    const result = signupSchema.safeParse({ ...valid, contact_phone: "+1 (415) 555-0100" });
    expect(result.success && result.data.contact_phone).toBe("+14155550100");
  });

  it.each([false, "false", "", undefined, "off", 1])("requires the terms to be ticked (%s)", (acceptTerms) => {
    expect(errorsFor({ acceptTerms })).toEqual({ acceptTerms: M.termsRequired });
  });

  it.each([
    ["client_name", 120, "Company name must be at most 120 characters"],
    ["contact_name", 100, "Contact name must be at most 100 characters"],
  ] as const)("limits %s to %i characters", (field, max, message) => {
    expect(errorsFor({ [field]: "x".repeat(max) })).toEqual({});
    expect(errorsFor({ [field]: "x".repeat(max + 1) })).toEqual({ [field]: message });
  });

  it("limits the e-mail to 254 characters", () => {
    const at = "@acme.example";
    expect(errorsFor({ contact_email: "a".repeat(254 - at.length) + at })).toEqual({});
    expect(errorsFor({ contact_email: "a".repeat(255 - at.length) + at })).toEqual({
      contact_email: "Email must be at most 254 characters",
    });
  });

  it("gives one message per field: the first that applies", () => {
    expect(errorsFor({ contact_email: "" })).toEqual({ contact_email: M.emailRequired });
    expect(errorsFor({ contact_phone: "" })).toEqual({ contact_phone: M.phoneRequired });
  });
});

describe("NUL characters (PostgreSQL cannot store them in text)", () => {
  it("are dropped from the text fields, and a field of NULs only is empty", () => {
    const parsed = signupSchema.parse({ ...valid, client_name: "Acme\u0000 Sales", contact_name: "\u0000Asha Rao" });
    expect(parsed).toMatchObject({ client_name: "Acme Sales", contact_name: "Asha Rao" });
    expect(errorsFor({ client_name: "\u0000\u0000" })).toEqual({ client_name: M.companyRequired });
  });
});
