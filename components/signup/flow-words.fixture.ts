import type { FlowWords } from "./checkout-words";

// The signup's words as the server page would hand them (content/interface-words.yaml; app/(site)/signup/
// checkout-words.test.tsx holds the components to the file): here they only have to be there.
export const flowWords: FlowWords = {
  formHeading: "Sign Up",
  formIntro: "Get started: it takes about a minute.",
  noScript: "Registration needs JavaScript.",
  phoneRead: "Phone number read as {phone}",
  planBillingCycle: "Billing cycle:",
  planUsers: "Users:",
  planAiTokens: "AI tokens:",
  cardFormLoading: "Loading the secure payment form…",
  cardFormRetry: "Try again",
  cardDetails: "Card details",
  testModeBadge: "Test mode",
  billingStateChoose: "Choose a state or union territory",
  billingAddressRequired: "Your invoice names your business at this address: {parts} are required with the {number}.",
  billingAddressOptional:
    "Optional: fill in any part you want printed on your invoice. With a {number}, {parts} are required.",
  billingAddressParts: "address, city",
  billingAddressPartsPostal: "address, city and postal code",
  billingGstinHint:
    "For a GST-registered business: 15 characters, printed on your invoice so you can claim input tax credit. With it, your invoice needs your address.",
  billingTaxIdEu:
    "We sell to businesses only in the EU: printed on your invoice, for example {example}. With it, your invoice says you account for the VAT yourself (reverse charge) and needs your address.",
  billingTaxIdReverseCharge:
    "For a business: printed on your invoice, for example {example}. With it, your invoice says you account for the {tax} yourself (reverse charge) and needs your address.",
  billingTaxIdOther: "For a business: printed on your invoice. With it, your invoice needs your address.",
  planChange:
    "{companyName} is registered with {registeredPlan}, which is waiting for payment. Continue below to switch it to {chosenPlan} instead.",
  noPlan: "no plan",
  payForRegistered: "Pay for {registeredPlan}",
  registerAnother: "Register a different company instead",
  upgradeTitle: "Upgrade {companyName} to {planName}",
  upgradeOffer:
    "{companyName} is registered with the {fromPlan} plan. Pay for {planName} ({billingCycle}) to upgrade it.",
  pendingNotice: "{companyName} is registered and waiting for payment.",
  gatewayBox: "Payment gateway",
  completing: "Please wait while we set up your account...",
  upgradeSuccessful: "Upgrade Successful!",
  credentialsSent: "Your login credentials and activation details have been sent to {email}.",
  checkInbox: "Please check your inbox (and your spam folder) for a welcome e-mail.",
  goToPricing: "Go to Pricing",
  resendButton: "Resend e-mail",
  resetPassword: "Reset your password",
  needAHand: "Need a hand? {contactUs} or {talkToSales}.",
  contactUs: "Contact us",
  talkToSales: "talk to sales",
  checkoutUpgrading: "Upgrading {companyName} from the {fromPlan} plan to {planName} ({billingCycle}).",
  checkoutNewAccount:
    "Your account for {companyName} is created; your login details are e-mailed once the payment is complete.",
  orderCaption: "Your order",
  companyRegistered: "{companyName} is registered.",
  paymentSucceeded: "Your payment was successful.",
  upgraded: "{companyName} now has the {planName} plan.",
  upgradeReceipt: "Your receipt is on its way to {email}. Sign in as before: your login does not change.",
  warningApiKey: "Your API key:",
  apiKeyTitle: "Your company’s API key for integrations",
  apiKeyNote: "Copy it now and keep it secret: it is shown only here.",
};
