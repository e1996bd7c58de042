/** @jest-environment jsdom */
import { render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { TextDecoder, TextEncoder } from "node:util";
import { renderToStaticMarkup } from "react-dom/server";
import { CheckoutSummary } from "@/components/signup/checkout-summary";
import { checkoutWordsFor } from "@/components/signup/checkout-words";
import { PendingNotice } from "@/components/signup/pending-notice";
import { PlanChangeNotice } from "@/components/signup/plan-change-notice";
import { RegisteredNotice } from "@/components/signup/registered-notice";
import { SelectedPlan } from "@/components/signup/selected-plan";
import { SignupForm } from "@/components/signup/signup-form";
import { CompletingPanel } from "@/components/signup/step-panels";
import { SuccessPanel } from "@/components/signup/success-panel";
import { UpgradeOffer } from "@/components/signup/upgrade-offer";
import { TestPaymentsBanner } from "@/components/site/test-payments-banner";
import { findCatalogPlan } from "@/lib/billing/plans/catalog";
import { toSignupPlan } from "@/lib/accounts/signup/page";
import { fillWords } from "@/lib/site/words";
import { contentCopy } from "@/testing/content-copy";

// The signup's notices around a waiting or ready account, the success screen's upgrade title and resend box, and the
// test payments banner say what content/interface-words.yaml says (issue 46): the page reads the file on the server
// and hands the words down, the browser's parts through checkoutWordsFor. An edit of the file changes them.

const FILE = "content/interface-words.yaml";

async function wordsIn(root: string) {
  // Keystatic's reader needs the encoders jsdom lacks: given before it is loaded.
  Object.assign(globalThis, { TextEncoder, TextDecoder });
  const { siteCopyReader } = await import("@/lib/content/site-copy");
  const { readInterfaceWords } = await import("@/lib/content/interface-words");
  const [signup, { signup: interfaceSignup }] = await Promise.all([
    siteCopyReader(root).read("signup"),
    readInterfaceWords(root),
  ]);
  return {
    flow: checkoutWordsFor(signup, { stripe: "sandbox", razorpay: "off" }, interfaceSignup).signup,
    interfaceSignup,
  };
}

const starter = toSignupPlan(findCatalogPlan(2)!);
const professional = toSignupPlan(findCatalogPlan(3)!);
const nothing = () => undefined;

it("shows the repository's words: today's notices, buttons and banner", async () => {
  const { flow, interfaceSignup } = await wordsIn(process.cwd());
  render(<PendingNotice companyName="Acme Traders" onRegisterAnother={nothing} words={flow} />);
  expect(screen.getByText(/is registered and waiting for payment/)).toHaveTextContent(
    "Acme Traders is registered and waiting for payment.",
  );
  expect(screen.getByRole("button", { name: "Register a different company instead" })).toBeInTheDocument();
  render(
    <PlanChangeNotice
      companyName="Acme Traders"
      registeredPlan={starter}
      chosenPlan={null}
      onPayRegistered={nothing}
      onRegisterAnother={nothing}
      words={flow}
    />,
  );
  expect(screen.getByRole("status")).toHaveTextContent(
    "Acme Traders is registered with Starter (Monthly), which is waiting for payment. Continue below to switch it to " +
      "no plan instead. Its details stay as registered.",
  );
  expect(screen.getByRole("button", { name: "Pay for Starter (Monthly)" })).toBeInTheDocument();
  render(<TestPaymentsBanner words={interfaceSignup} />);
  expect(screen.getByRole("complementary", { name: "Test payments" })).toHaveTextContent(
    "Test payments: no money is taken here. Pay with the test card 4242 4242 4242 4242",
  );
});

it("shows an edit of content/interface-words.yaml in each notice, the success screen and the banner", async () => {
  const copy = contentCopy();
  copy.edit(
    FILE,
    "  registerAnother: Register a different company instead",
    "  registerAnother: Start over, as edited",
  );
  copy.edit(FILE, /^ {2}pendingNotice: .+$/m, "  pendingNotice: '{companyName} still has a bill to pay, as edited.'");
  copy.edit(
    FILE,
    /^ {2}planChange: >-\n(?: {4}.+\n)+/m,
    "  planChange: '{companyName}: {registeredPlan} becomes {chosenPlan}.'\n",
  );
  copy.edit(FILE, "  noPlan: no plan", "  noPlan: nothing at all");
  copy.edit(FILE, "  payForRegistered: Pay for {registeredPlan}", "  payForRegistered: 'Keep {registeredPlan}'");
  copy.edit(
    FILE,
    "  upgradeTitle: Upgrade {companyName} to {planName}",
    "  upgradeTitle: '{planName} for {companyName}'",
  );
  copy.edit(
    FILE,
    /^ {2}upgradeOffer: >-\n(?: {4}.+\n)+/m,
    "  upgradeOffer: '{companyName} moves from {fromPlan} to {planName}, billed {billingCycle}.'\n",
  );
  copy.edit(FILE, "  upgradeSuccessful: Upgrade Successful!", "  upgradeSuccessful: All upgraded, as edited");
  copy.edit(FILE, "  resendButton: Resend e-mail", "  resendButton: Send it once more");
  copy.edit(
    FILE,
    /^ {2}registeredNotice: >-\n(?: {4}.+\n)+/m,
    "  registeredNotice: '{companyName} has {plan} here; {signIn} to change it.'\n",
  );
  copy.edit(FILE, "  signInLink: sign in to the LeadFlow app", "  signInLink: open the app");
  copy.edit(FILE, "  testPaymentsTitle: Test payments", "  testPaymentsTitle: Practice checkout");
  copy.edit(FILE, "  testPaymentsLead: 'Test payments:'", "  testPaymentsLead: 'Practice only:'");
  const { flow, interfaceSignup } = await wordsIn(copy.root);

  render(<PendingNotice companyName="Acme Traders" onRegisterAnother={nothing} words={flow} />);
  expect(screen.getByText(/still has a bill/)).toHaveTextContent("Acme Traders still has a bill to pay, as edited.");
  expect(screen.getByText("Acme Traders").tagName).toBe("STRONG");
  render(
    <PlanChangeNotice
      companyName="Beta Ltd"
      registeredPlan={starter}
      chosenPlan={null}
      onPayRegistered={nothing}
      onRegisterAnother={nothing}
      words={flow}
    />,
  );
  expect(screen.getByRole("status")).toHaveTextContent("Beta Ltd: Starter (Monthly) becomes nothing at all.");
  expect(screen.getByRole("button", { name: "Keep Starter (Monthly)" })).toBeInTheDocument();
  render(
    <UpgradeOffer
      companyName="Gamma Inc"
      currentPlan={null}
      plan={professional}
      onContinue={nothing}
      onRegisterAnother={nothing}
      words={flow}
    />,
  );
  expect(screen.getByRole("heading", { name: "Professional for Gamma Inc" })).toBeInTheDocument();
  expect(screen.getByText(/moves from/)).toHaveTextContent(
    "Gamma Inc moves from Free to Professional, billed Monthly.",
  );
  expect(screen.getAllByRole("button", { name: "Start over, as edited" })).toHaveLength(3);
  expect(screen.queryByText("Register a different company instead")).not.toBeInTheDocument();

  render(
    <RegisteredNotice
      registered={{ ...pendingOf("Delta Co"), paid: true, plan: null }}
      signInUrl="https://app.example/login"
      words={interfaceSignup}
    />,
  );
  expect(screen.getByText(/to change it/)).toHaveTextContent(
    "Delta Co has nothing at all here; open the app to change it.",
  );
  expect(screen.getByRole("link", { name: "open the app" })).toHaveAttribute("href", "https://app.example/login");
  render(<TestPaymentsBanner words={interfaceSignup} />);
  expect(screen.getByRole("complementary", { name: "Practice checkout" })).toHaveTextContent(
    /^Practice only: no money/,
  );
});

it("titles an upgrade's success, says where the login details went and labels the resend box with the edited words", async () => {
  const copy = contentCopy();
  copy.edit(FILE, "  upgradeSuccessful: Upgrade Successful!", "  upgradeSuccessful: All upgraded, as edited");
  copy.edit(FILE, "  resendButton: Resend e-mail", "  resendButton: Send it once more");
  copy.edit(FILE, "  resetPassword: Reset your password", "  resetPassword: Choose a new password");
  copy.edit(FILE, "  completing: Please wait while we set up your account...", "  completing: Almost there, as edited");
  copy.edit(FILE, /^ {2}credentialsSent: .+$/m, "  credentialsSent: 'Look for us at {email}, as edited.'");
  copy.edit(FILE, /^ {2}checkInbox: >-\n(?: {4}.+\n)+/m, "  checkInbox: Mind the spam folder, as edited\n");
  const { flow } = await wordsIn(copy.root);
  const base = { email: "jane@example.com", appUrl: "https://app.example", planSelected: true, words: flow };
  render(<SuccessPanel {...base} upgrade={{ companyName: "Acme Traders", planName: "Professional" }} />);
  expect(screen.getByRole("heading", { name: "All upgraded, as edited" })).toBeInTheDocument();
  const resend = jest.fn(async () => ({
    status: "failed" as const,
    code: "password_chosen" as const,
    message: "This account's password is chosen already.",
  }));
  render(<SuccessPanel {...base} resend={resend} />);
  expect(screen.getByRole("heading", { name: "Registration Successful!" })).toBeInTheDocument();
  expect(screen.getByText(/Look for us at/)).toHaveTextContent("Look for us at jane@example.com, as edited.");
  expect(screen.getByText("Mind the spam folder, as edited")).toBeInTheDocument();
  render(<CompletingPanel text={flow.completing} />);
  expect(screen.getByText("Almost there, as edited")).toBeInTheDocument();
  await userEvent.click(screen.getByRole("button", { name: "Send it once more" }));
  expect(await screen.findByRole("link", { name: "Choose a new password" })).toHaveAttribute("href", "/forgot");
});

it("shows an edit in the form's heading, its no-script note, its phone lines and the plan box", async () => {
  const copy = contentCopy();
  copy.edit(FILE, "  formHeading: Sign Up", "  formHeading: Open your account, as edited");
  copy.edit(FILE, /^ {2}noScript: >-\n(?: {4}.+\n)+/m, "  noScript: Turn scripts on to sign up, as edited\n");
  copy.edit(FILE, "  phoneHint: Include your country code, e.g. {prefix}", "  phoneHint: 'Start with {prefix}'");
  copy.edit(FILE, "  phoneRead: Phone number read as {phone}", "  phoneRead: 'We read it as {phone}'");
  copy.edit(FILE, "  planBillingCycle: 'Billing cycle:'", "  planBillingCycle: 'Billed:'");
  copy.edit(FILE, "  planUsers: 'Users:'", "  planUsers: 'Seats:'");
  copy.edit(FILE, "  planAiTokens: 'AI tokens:'", "  planAiTokens: 'AI allowance:'");
  const { flow, interfaceSignup } = await wordsIn(copy.root);
  const form = (
    <SignupForm
      register={async () => ({ success: false, error: "Stop here" }) as never}
      initialValues={{ client_name: "", contact_name: "", contact_email: "", contact_phone: "", acceptTerms: false }}
      plan={starter}
      planSummary={<SelectedPlan plan={starter} words={interfaceSignup} />}
      idempotencyKey="key-1"
      phoneHint={fillWords(interfaceSignup.phoneHint, { prefix: "+1" })}
      signInUrl="https://app.example/login"
      words={flow}
      onRegistered={nothing}
      onResume={nothing}
      onReady={nothing}
      country="US"
    />
  );
  expect(renderToStaticMarkup(form)).toContain("Turn scripts on to sign up, as edited</p></noscript>");
  render(form);
  expect(screen.getByRole("heading", { name: "Open your account, as edited" })).toBeInTheDocument();
  expect(screen.getByText("Start with +1")).toBeInTheDocument();
  await userEvent.type(screen.getByLabelText("Phone Number"), "4155550100");
  await waitFor(() =>
    expect(screen.getByTestId("phone-understood")).toHaveTextContent("We read it as +1 415 555 0100"),
  );
  expect(screen.getByTestId("selected-plan-cycle").previousSibling).toHaveTextContent("Billed:");
  expect(screen.getByText("Seats:")).toBeInTheDocument();
  expect(screen.getByText("AI allowance:")).toBeInTheDocument();
  render(<CheckoutSummary plan={starter} words={flow} />);
  expect(screen.getByTestId("checkout-plan-cycle").previousSibling).toHaveTextContent("Billed:");
  expect(screen.queryByText(/Billing cycle/)).not.toBeInTheDocument();
});

function pendingOf(companyName: string) {
  return {
    client_id: 1,
    client_name: companyName,
    contact_name: "Asha Rao",
    contact_email: "asha@example.com",
    contact_phone: "+1 555",
  };
}
