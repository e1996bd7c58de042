import type { LegalDocument } from "./types";

export const terms: LegalDocument = {
  slug: "terms",
  path: "/terms",
  title: "Terms of Service",
  summary: "The agreement between your company and LeadFlow when you register, subscribe to a plan and use the platform.",
  description:
    "LeadFlow Terms of Service: accounts and API keys, plans and limits, billing in USD or INR, acceptable use, your lead data, liability and governing law.",
  updated: "2026-11-02",
  sections: [
    {
      title: "Agreement to these terms",
      body: [
        "These Terms of Service (the “Terms”) govern access to the LeadFlow website, the LeadFlow web application, the LeadFlow mobile apps and the LeadFlow API (together, the “Service”), provided by LeadFlow (“LeadFlow”, “we”, “us”).",
        "The Service is sold to businesses. When you register a company, tick the box accepting these Terms or use the Service, you accept them on behalf of that company (the “Customer”) and confirm that you have the authority to do so. You must be at least 18 years old to register. If you do not agree, do not register or use the Service.",
        "Our [Privacy Policy](/privacy), [Disclaimer](/disclaimer) and [Data Deletion Policy](/data-deletion) form part of these Terms.",
      ],
    },
    {
      title: "The Service",
      body: [
        "LeadFlow is a lead-management and sales-pipeline platform. It lets your team capture leads, assign them to departments and owners, monitor their progress, schedule follow-ups in a shared calendar and convert them into customers, on the web and on mobile. It includes dashboards, reports, KPIs and AI suggestions.",
        "The Service supports these roles, which your admin assigns to each user:",
        [
          "Tele Caller: creates leads and assigns them to departments.",
          "Lead Manager: reviews incoming leads and assigns them to owners.",
          "Lead Owner: works the lead, records calls and outcomes and books follow-ups.",
          "Lead Monitor: follows progress and reads reports across the pipeline.",
          "Manager: oversees teams, targets and KPIs.",
        ],
        "We improve the Service continuously and may add, change or retire features. We will not remove a core feature of your paid plan during a paid period without giving you notice and, where the change materially reduces what you paid for, a pro-rata refund on request.",
      ],
    },
    {
      title: "Accounts, admins and users",
      body: [
        "When you register a company we create an admin account for the contact e-mail you give us and send login credentials and activation details to that address. The welcome e-mail holds a temporary password and a login link; change the password when you first sign in.",
        "The admin invites users and assigns their roles. Each user needs their own login; logins must not be shared. The number of active users may not exceed the user limit of your plan.",
        "You are responsible for the accuracy of your registration details, for keeping credentials confidential and for everything done under your account. Tell us at once at support@leadflow.example if you suspect that an account has been compromised.",
      ],
    },
    {
      title: "API keys",
      body: [
        "Each registered company receives an API key that identifies it to the LeadFlow API and to our support team. We show the key once, at registration; we store only a one-way hash of it, so we cannot show it to you again, only issue a new one.",
        [
          "Keep the key secret: do not put it in public code repositories, web pages or mobile apps that others can inspect.",
          "Calls made with your key count as calls made by you, and count towards the limits of your plan.",
          "If a key may have leaked, ask support to revoke it and issue a new one. The old key stops working immediately.",
        ],
        "We may rate-limit API calls, or suspend a key that is used in a way that threatens the stability or security of the Service, and we will tell the admin when we do.",
      ],
    },
    {
      title: "Plans and usage limits",
      body: [
        "The Service is offered as the Free, Starter, Professional and Enterprise plans. Each plan has a user limit and a monthly AI token allowance, listed on our [pricing page](/pricing) at the time you subscribe.",
        [
          "Free: 1 user and 1,000 AI tokens per month, free of charge and with no time limit.",
          "Starter: up to 5 users and 10,000 AI tokens per month.",
          "Professional: up to 25 users and 100,000 AI tokens per month.",
          "Enterprise: up to 999 users and 1,000,000 AI tokens per month, with a dedicated account manager.",
        ],
        "On an annual subscription the AI token allowance is granted for the year. Unused tokens do not roll over into the next period. When the allowance runs out, AI suggestions pause until the next period starts or you upgrade; everything else keeps working.",
        "We may change the Free plan, including its limits, with 30 days' notice. Free accounts that are not used for 12 months may be closed after we warn the admin by e-mail.",
      ],
    },
    {
      title: "Subscriptions, billing and payment",
      body: [
        "Paid plans are billed in advance, monthly or annually, and renew automatically at the end of each period until cancelled. Annual billing costs less than twelve monthly payments; the saving is shown on the pricing page.",
        "Prices are shown in US dollars (USD) for customers outside India and in Indian rupees (INR) for customers in India, based on the region you choose or that we detect. Payments are taken by our payment processors: Stripe for card payments worldwide and Razorpay for payments in India. We never see or store your full card number.",
        "Prices exclude taxes. Where the law requires it, we add sales tax, VAT or GST to your invoice. You are responsible for any bank or currency-conversion fees your bank charges.",
        "If a renewal payment fails we retry it and e-mail the admin. If it still has not succeeded 14 days after the renewal date, we may move the account to the Free plan; your data is kept, but users and AI usage above the Free limits are paused until payment succeeds.",
        "We may change the price of a plan for future periods with at least 30 days' notice by e-mail. A new price applies from your next renewal after the notice period, and you may cancel before it does.",
      ],
    },
    {
      title: "Changing plans, cancellation and refunds",
      body: [
        [
          "Upgrades take effect immediately. We charge the difference for the rest of the current period, pro rata.",
          "Downgrades take effect at the next renewal. Before then, reduce your active users to the new limit.",
          "Switching from monthly to annual billing takes effect immediately, with credit for the unused part of the month. Switching from annual to monthly takes effect when the annual period ends.",
        ],
        "The admin may cancel a subscription at any time from the account settings or by writing to billing@leadflow.example. Cancellation stops the next renewal; the paid plan stays active until the end of the period already paid for, after which the account moves to the Free plan.",
        "Fees already paid are not refundable, except where these Terms say otherwise or the law requires a refund. If you are charged in error, tell us within 60 days and we will refund the charge in the original currency and through the original payment method.",
      ],
    },
    {
      title: "Acceptable use",
      body: [
        "You must use the Service lawfully and only for managing your own sales relationships. In particular, you must not:",
        [
          "upload leads you have no lawful basis to hold or contact, or bought lists whose people never agreed to be contacted;",
          "use the Service to send spam or to call people who have registered on a do-not-call list, such as India's National Customer Preference Register, where the law forbids it;",
          "upload malware, or content that is unlawful, defamatory or infringes the rights of others;",
          "probe, scan or test the vulnerability of the Service, or bypass its security, user limits or token limits;",
          "resell, sublicense or share access to the Service outside your company without our written agreement;",
          "copy, decompile or build a competing product from the Service, except where the law allows it.",
        ],
        "If we reasonably believe that an account breaks this section, we may suspend the affected users or keys. Except in emergencies, we will first tell the admin and give a chance to fix the problem.",
      ],
    },
    {
      title: "Your data",
      body: [
        "Everything your team puts into the Service, including leads, contact details, notes, call outcomes, follow-ups and attachments, is your data (“Customer Data”). You own it. You grant us only the rights we need to host, process, back up and display it in order to provide and support the Service, as described in our Privacy Policy.",
        "For Customer Data you are the controller and we process it on your behalf and on your instructions. You are responsible for having a lawful basis to collect the leads you store and for honouring their rights, including requests to stop contacting them.",
        "You may export your data at any time while your account is active. The Data Deletion Policy explains how data is deleted when you ask us to or when your account is closed.",
      ],
    },
    {
      title: "AI suggestions and third-party services",
      body: [
        "AI suggestions (for example, which lead to call next, the best time for a follow-up or a draft message) are generated automatically from the data in your account. They can be wrong or incomplete. They are suggestions only: your team decides what to do, and you remain responsible for those decisions. We do not use your Customer Data to train models that serve other customers.",
        "The Service relies on third parties such as payment processors, hosting, e-mail delivery and mobile app stores. Their own terms apply to your use of them, and we are not responsible for services we do not control.",
      ],
    },
    {
      title: "Availability, suspension and termination",
      body: [
        "We aim to keep the Service available around the clock and announce planned maintenance in advance where we can. We do not promise uninterrupted or error-free operation. Enterprise customers may agree a separate service level in writing.",
        "You may stop using the Service and close your account at any time. We may suspend or terminate an account for a serious or repeated breach of these Terms, for non-payment as described above, or where the law requires it.",
        "When an account is closed, we keep its data for 30 days so that it can be exported or restored, then delete it as set out in the Data Deletion Policy. Sections 9, 12 and 13 survive termination.",
      ],
    },
    {
      title: "Warranties and limitation of liability",
      body: [
        "Apart from the commitments in these Terms, the Service is provided “as is” and “as available”. To the extent the law allows, we disclaim all implied warranties, including merchantability, fitness for a particular purpose and non-infringement.",
        "To the extent the law allows, neither party is liable to the other for lost profits, lost revenue, lost deals, loss of goodwill or any indirect or consequential loss. Our total liability arising out of or relating to the Service in any 12-month period is limited to the fees you paid us in that period, or USD 100 if you are on the Free plan.",
        "Nothing in these Terms limits liability for fraud, for death or personal injury caused by negligence, or for anything else that cannot be limited by law.",
        "You will defend and compensate us against third-party claims arising from Customer Data you had no right to store or use, or from your breach of section 8.",
      ],
    },
    {
      title: "Changes, governing law and contact",
      body: [
        "We may update these Terms. For material changes we will e-mail the admin of every account and show a notice on our website at least 30 days before the change takes effect. If you continue to use the Service after that date, the new Terms apply; if you do not agree, you may cancel before then and we will refund any prepaid fees for the remaining period.",
        "These Terms are governed by the laws of India. The courts of Bengaluru, Karnataka have exclusive jurisdiction, except that either party may seek urgent relief in any competent court. If you are a consumer, you keep the protection of the mandatory laws of the country where you live.",
        "Questions about these Terms: legal@leadflow.example, or write to us through the [contact page](/contact-page).",
      ],
    },
  ],
};
