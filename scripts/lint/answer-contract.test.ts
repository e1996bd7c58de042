import { ESLint } from "eslint";

// The answer contract in eslint.config.mjs (docs/architecture.md): app/ and components/ branch on an answer's code,
// never on its message text.

const eslint = new ESLint({ cwd: process.cwd() });
const REFUSAL = "Branch on the answer's code, not on its message text (docs/architecture.md, The answer contract).";

async function refusals(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath });
  const fatal = result.messages.filter((message) => message.fatal);
  if (fatal.length > 0) throw new Error(`${filePath} did not parse: ${fatal[0].message}`);
  return result.messages.filter((message) => message.ruleId === "no-restricted-syntax").map((m) => m.message);
}

const imports = `import { ALREADY_PAID } from "@/lib/billing/payments/form-messages";\nimport { EMAIL_TAKEN } from "@/lib/accounts/companies/messages";\n`;

describe("clients branch on codes, never on message text", () => {
  it.each([
    [
      "the checkout's old test for a payment made elsewhere",
      `export const f = (message: string) => { if (message === ALREADY_PAID) return 1; return 0; };`,
    ],
    [
      "the signup action's old test for a taken e-mail",
      `export const f = (answer: { error: string }) => answer.error === EMAIL_TAKEN;`,
    ],
    ["a message constant on the left", `export const f = (text: string) => EMAIL_TAKEN !== text;`],
    [
      "a message compared with its words",
      `export const f = (state: { message: string }) => state.message == "Your payment has already been received.";`,
    ],
    ["a switch on a message", `export const f = (message: string) => { switch (message) { default: return 0; } };`],
  ])("refuses %s", async (_name, snippet) => {
    for (const filePath of ["components/signup/example.tsx", "app/(site)/signup/example.ts"])
      expect(
        await refusals(filePath, `${imports}${snippet}\nexport const used = [ALREADY_PAID, EMAIL_TAKEN];\n`),
      ).toEqual([REFUSAL]);
  });

  it("lets code branch on the answer's code", async () => {
    const snippet = `export const f = (caught: { code?: string }, answer: { code: string }) =>
  caught.code === "already_paid" || answer.code === "email_taken";\n`;
    expect(await refusals("components/signup/example.tsx", snippet)).toEqual([]);
  });
});
