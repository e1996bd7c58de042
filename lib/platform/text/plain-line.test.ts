import { deletionRequestSchema } from "@/lib/inbox/data-deletion/rules";
import { salesInquirySchema } from "@/lib/inbox/sales/rules";
import { commentSchema } from "../../inbox/comments/schema";
import { contactSchema } from "../../inbox/contact/schema";
import { isPlainLine } from "./plain-line";
import { signupSchema } from "../../accounts/signup/schema";

// Every one-line field a visitor types, in every form: none takes a line break, a control character or a direction
// override, each with its field's message.

type Schema = {
  safeParse: (input: unknown) => {
    success: boolean;
    error?: { issues: readonly { path: PropertyKey[]; message: string }[] };
  };
};

const signup = {
  client_name: "Acme Sales",
  contact_name: "Asha Rao",
  contact_email: "asha@acme.example",
  contact_phone: "+919876543210",
  acceptTerms: true,
};
const contact = {
  name: "Asha Rao",
  email: "asha@acme.example",
  subject: "A demo please",
  message: "We are 12 sellers and want a demo.",
};
const comment = {
  post: "choosing-pipeline-stages",
  name: "Asha Rao",
  email: "asha@acme.example",
  comment: "Useful, thank you for this.",
};
const sales = {
  name: "Asha Rao",
  email: "asha@acme.example",
  company: "Acme Sales",
  team_size: "11-50",
  message: "We have 30 sellers and need SSO.",
  preferred_time: "Mornings",
};
const deletion = { email: "asha@acme.example", company: "Acme Sales", scope: "profile" };

const FIELDS: [string, string, Schema, Record<string, unknown>, string][] = [
  ["signup", "client_name", signupSchema, signup, "Company name"],
  ["signup", "contact_name", signupSchema, signup, "Contact name"],
  ["contact", "name", contactSchema, contact, "Name"],
  ["contact", "subject", contactSchema, contact, "Subject"],
  ["comment", "name", commentSchema, comment, "Name"],
  ["talk to sales", "name", salesInquirySchema, sales, "Name"],
  ["talk to sales", "company", salesInquirySchema, sales, "Company name"],
  ["talk to sales", "preferred_time", salesInquirySchema, sales, "Preferred time"],
  ["data deletion", "company", deletionRequestSchema, deletion, "Company name"],
];

const HIDDEN = [
  "Acme\nBcc: victim@example.com",
  "Acme\r\nX",
  "Acme\tSales",
  "Acme\u0007Sales",
  "Acme\u0085Sales",
  "Acme\u2028Sales",
  "Acme \u202Emoc.live",
  "Acme \u202ASales\u202C",
  "Acme \u2066Sales\u2069",
  "Acme \u2067Sales",
  // An RFC 2047 encoded word: ASCII, but a mail client decodes it into a line break in a Subject or a display name.
  "=?utf-8?q?Bob=0D=0ABcc:_x@evil.example?=",
];

describe("one-line fields", () => {
  it.each(FIELDS)(
    "%s: %s refuses line breaks, control and direction-override characters and encoded words",
    (_form, field, schema, valid, label) => {
      expect(schema.safeParse(valid).success).toBe(true);
      for (const value of HIDDEN) {
        const result = schema.safeParse({ ...valid, [field]: value });
        const messages = result.error?.issues.filter((issue) => issue.path[0] === field).map((issue) => issue.message);
        expect({ value, messages }).toEqual({
          value,
          messages: [`${label} must be a single line without hidden characters`],
        });
      }
    },
  );

  it.each(FIELDS)(
    "%s: %s keeps direction marks and joiners that names in other scripts need",
    (_form, field, schema, valid) => {
      expect(schema.safeParse({ ...valid, [field]: "\u05D3\u05E0\u05D4 Cohen\u200E (IL)" }).success).toBe(true);
      expect(
        schema.safeParse({ ...valid, [field]: "\u0915\u094D\u200D\u0937 \u0634\u0631\u0643\u0629\u200F" }).success,
      ).toBe(true);
    },
  );
});

describe("isPlainLine", () => {
  it("refuses controls, format characters and line and paragraph separators, but keeps the marks and joiners", () => {
    expect(
      ["\u0000", "\u001f", "\u007f", "\u009f", "\u2028", "\u2029", "\u202A", "\u202E", "\u2066", "\u2069"].map(
        isPlainLine,
      ),
    ).toEqual(Array(10).fill(false));
    expect(
      ["\u00a0", "\u200c", "\u200d", "\u200e", "\u200f", "\u061c", "\u202F", "ü", "é", "😀"].map(isPlainLine),
    ).toEqual(Array(10).fill(true));
  });
});

describe("isPlainLine and encoded words", () => {
  it("refuses an RFC 2047 encoded word, which a mail reader would decode (line breaks included)", () => {
    for (const value of [
      "=?utf-8?q?Bob=0D=0ABcc:_x@evil.example?=",
      "Acme =?UTF-8?B?Qm9iDQpCY2M6IHhAZXZpbC5leGFtcGxl?= Ltd",
      "=?iso-8859-1*en?Q?caf=E9?=",
      "=?utf-8?q??=",
    ])
      expect(isPlainLine(value)).toBe(false);
  });

  it("keeps what only looks a little like one", () => {
    for (const value of ["a=?b", "What? =?", "=?utf-8?x?abc?=", "1+1=? 2", "=? utf-8 ?q? a ?="])
      expect(isPlainLine(value)).toBe(true);
  });
});
