import type { FaqContent, FaqItem } from "./types";

/** FAQ questions under the sub-headings of the /faq page. The flat `faq.faqData` below is built from them. */
export type FaqGroup = { id: string; title: string; items: FaqItem[] };

export const faqGroups: FaqGroup[] = [
  {
    id: "plans-and-billing",
    title: "Plans and billing",
    items: [
      {
        title: "Which plans does LeadFlow offer?",
        content:
          "Four: Free (1 user), Starter (up to 5 users, 10,000 AI tokens a month), Professional (up to 25 users, 100,000 AI tokens a month) and Enterprise (up to 999 users, 1,000,000 AI tokens a month, with a dedicated account manager). Every plan includes lead capture, assignment, the follow-up calendar, dashboards and the mobile app. Prices for your region are on the pricing page.",
      },
      {
        title: "What is included in the Free plan?",
        content:
          "The Free plan is free for as long as you like, with no card required. It includes 1 user and 1,000 AI tokens a month, plus lead capture, assignment, the follow-up calendar, dashboard analytics and e-mail support. When you need more users or AI suggestions, upgrade to a paid plan; your leads and settings stay as they are.",
      },
      {
        title: "Which currencies can I pay in?",
        content:
          "Customers in India see prices in Indian rupees (INR) and pay through Razorpay, with cards, UPI or net banking. Everyone else sees prices in US dollars (USD) and pays by card through Stripe. We pick the region from your location; you can switch between Global (USD) and India (INR) in the site header at any time.",
      },
      {
        title: "Can I switch between monthly and annual billing?",
        content:
          "Yes. Annual billing costs less than twelve monthly payments; the pricing page shows how much you save when you choose Annually. Moving from monthly to annual takes effect straight away, with credit for the unused part of your month. Moving from annual to monthly takes effect when your annual period ends.",
      },
      {
        title: "How do I cancel my subscription?",
        content:
          "Your account admin can cancel at any time from the account settings, or by writing to billing@leadflow.example. Your paid plan stays active until the end of the period you have paid for, then the account moves to the Free plan and keeps its data. There are no cancellation fees.",
      },
    ],
  },
  {
    id: "getting-started",
    title: "Getting started",
    items: [
      {
        title: "What happens after I register my company?",
        content:
          "We create your company workspace and an admin account, and e-mail your login credentials to the contact e-mail you gave us: a temporary password and a link to sign in. If it has not arrived within a few minutes, check your spam folder. If you chose a paid plan, you pay first and the plan is active as soon as the payment succeeds.",
      },
      {
        title: "What is the API key and where do I find it?",
        content:
          "Every company gets an API key when it registers. It identifies your company to the LeadFlow API, so you can send leads from your website forms or other tools, and it helps our support team find your account. Keep it secret like a password. We store only a scrambled (hashed) version of it, so if you lose it we issue a new one rather than show the old one again.",
      },
      {
        title: "Is there a mobile app?",
        content:
          "Yes. LeadFlow has apps for Android and iPhone, included in every plan. Tele Callers can add leads straight after a call, Lead Owners get reminders for their follow-ups, and managers can check the dashboard on the go. Everything stays in sync with the web app.",
      },
      {
        title: "Which roles can I give my team?",
        content:
          "Tele Callers create leads and assign them to departments, Lead Managers review them and assign owners, Lead Owners work the leads and book follow-ups, Lead Monitors follow progress through reports, and Managers oversee targets and KPIs. Each role sees only what it needs.",
      },
    ],
  },
  {
    id: "ai-suggestions",
    title: "AI suggestions",
    items: [
      {
        title: "How do the AI suggestions work?",
        content:
          "LeadFlow looks at each lead's history, such as its source, status, calls and past follow-ups, and suggests what to do next: which leads to call first, the best time for a follow-up, or a draft message. Suggestions are only suggestions: your team decides. Your data is never used to train models for other customers.",
      },
      {
        title: "What happens when we run out of AI tokens?",
        content:
          "Each suggestion uses AI tokens from your plan's monthly allowance, and your dashboard shows how many are left. When they run out, AI suggestions pause until your next billing period starts; everything else keeps working. Unused tokens do not roll over. If you regularly need more, a higher plan gives you ten times as many.",
      },
    ],
  },
  {
    id: "security-and-privacy",
    title: "Security and privacy",
    items: [
      {
        title: "How do you keep our data secure?",
        content:
          "All traffic is encrypted with TLS, and databases and backups are encrypted at rest. Passwords and API keys are stored only as one-way hashes, card details go straight to the payment provider and never reach our servers, and roles limit what each user can see. Your leads belong to you and you can export them at any time.",
      },
      {
        title: "How do I get my data deleted?",
        content:
          "Send a request through our contact page or to privacy@leadflow.example. We acknowledge it within 24 hours and complete it within 30 days of verifying that the request is yours (up to 45 days in complex cases). Deleted data also leaves our backups within about 30 days. Our Data Deletion Policy has the details.",
      },
    ],
  },
];

export const faq: FaqContent = {
  headingTwo: "Frequently asked questions",
  headingText: "Answers about plans, billing, setup, AI suggestions and keeping your data safe.",
  faqData: faqGroups.flatMap((group) => group.items),
};
