import type { LegalDocument } from "./types";

export const privacy: LegalDocument = {
  slug: "privacy",
  path: "/privacy",
  title: "Privacy Policy",
  summary: "What personal data LeadFlow collects, why, who we share it with, how long we keep it and the choices you have.",
  description:
    "LeadFlow Privacy Policy: account and lead data, payments, cookies, analytics, e-mail, sub-processors, transfers, retention, security and your rights.",
  updated: "2026-11-02",
  sections: [
    {
      title: "Who we are and what this policy covers",
      body: [
        "LeadFlow (“we”, “us”) runs the LeadFlow website, web application, mobile apps and API. This policy explains how we handle personal data about visitors to our website, the people who register and use LeadFlow for their company, and the leads our customers store in LeadFlow.",
        "LeadFlow is a business tool. It is not directed at children, and we do not knowingly collect personal data from children under 13. If you believe a child under 13 has given us personal data, write to privacy@leadflow.example and we will delete it.",
      ],
    },
    {
      title: "Information you give us",
      body: [
        [
          "Company registration: company name, contact name, contact e-mail, phone number with country code, the plan and billing cycle you chose, and your acceptance of our Terms and this policy.",
          "User accounts: the name, e-mail address, phone number and role of each user your admin adds, and a hash of their password (never the password itself).",
          "Contact form: your name, e-mail address, subject and message.",
          "Newsletter: your e-mail address, if you subscribe.",
          "Support: whatever you tell us when you ask for help, including your API key if you share it to identify your account.",
        ],
        "Registration creates an API key for your company. We store only a one-way hash of it, so nobody at LeadFlow can read your key.",
      ],
    },
    {
      title: "Lead data you store in LeadFlow",
      body: [
        "Our customers use LeadFlow to manage their own leads. For each lead the platform typically stores:",
        [
          "name, company, job title, e-mail address and phone number;",
          "source (for example web form, call, import or API), department, assigned owner and status;",
          "notes, call outcomes, follow-up dates and calendar entries;",
          "activity history: who created, assigned, changed or converted the lead and when;",
          "deal value and conversion result, used in dashboards, reports and KPIs.",
        ],
        "For this lead data our customer is the controller and LeadFlow is the processor: we handle it only to provide the Service, on the customer's instructions and under our agreement with them. If you are a lead and want to know what a company holds about you, or want it corrected or deleted, please contact that company. If you contact us instead, we will pass your request on to them.",
      ],
    },
    {
      title: "Payment information",
      body: [
        "Payments for paid plans are handled by Stripe (card payments worldwide) and Razorpay (payments in India). You enter your card or payment details on their secure forms; those details go straight to the processor and never reach our servers.",
        "From the processor we receive and keep the payment or order id, the amount, the currency (USD or INR), the status of the payment, the last four digits and brand of the card where available, and the billing country. We use these to activate your plan, issue invoices and handle refunds and disputes.",
      ],
    },
    {
      title: "Information collected automatically",
      body: [
        [
          "Request data: IP address, browser, device type, operating system, the page requested and the referring page, kept in server logs for security and troubleshooting.",
          "Approximate location: the country derived from your IP address or browser language, used only to show prices in the right currency and the right contact phone number. We do not track your precise location.",
          "Abuse protection: a counter per IP address on the contact and registration forms, so that we can limit automated submissions.",
        ],
        "Server logs are kept for up to 30 days, unless we need them longer to investigate a specific security incident.",
      ],
    },
    {
      title: "Cookies",
      body: [
        "Our website uses only a few cookies, all of which are needed for it to work as you expect. We do not use advertising or cross-site tracking cookies.",
        [
          "region: remembers whether you chose Global (USD) or India (INR) in the region selector, so prices stay in your currency. Kept for 12 months or until you change the choice.",
          "user_country: caches the country we detected for you, so that we do not look it up on every visit. Kept for 24 hours.",
          "Session cookie: a sealed (encrypted and signed), httpOnly cookie that keeps your registration and payment in progress together and holds your session after registration. Scripts on the page cannot read it. It expires when the session ends or after at most 7 days.",
        ],
        "You can delete or block cookies in your browser settings. If you do, the site will ask for or detect your region again, and registration or payment may need to be restarted.",
      ],
    },
    {
      title: "Analytics",
      body: [
        "We measure how our website is used with a privacy-friendly analytics service that sets no cookies and does not store IP addresses. It records page views, the referring site, the country, the device type and browser, and a few events: a plan was selected, a registration was completed, a contact message was sent. For payment events it records the plan name and price, never payment details.",
        "We use these numbers only in aggregate, to understand which pages help visitors and where they get stuck. We do not sell analytics data or combine it with data from other sources to identify you.",
      ],
    },
    {
      title: "How we use information",
      body: [
        "We use personal data to:",
        [
          "create and run your account, and provide, secure and support the Service (performance of our contract with you);",
          "take payments, issue invoices and keep accounting records (contract and legal obligation);",
          "generate AI suggestions, dashboards and reports from the data in your own account (contract);",
          "answer contact messages and support requests (our legitimate interest in helping you);",
          "detect fraud and abuse and protect the Service (legitimate interest and legal obligation);",
          "send the newsletter if you subscribed (consent, which you can withdraw at any time).",
        ],
        "We do not sell personal data, and we do not use your Customer Data to train AI models that serve other customers.",
      ],
    },
    {
      title: "E-mail",
      body: [
        "We send e-mails that are part of the Service: your welcome e-mail with a temporary password and login link, payment receipts, renewal reminders, failed-payment notices, security alerts and notices of changes to our Terms. You cannot opt out of these while you have an account, because you need them to use the Service safely.",
        "Newsletters and product news are sent only if you subscribed. Every such e-mail has an unsubscribe link, and unsubscribing takes effect within 48 hours.",
      ],
    },
    {
      title: "Sharing and sub-processors",
      body: [
        "We share personal data only with service providers that help us run LeadFlow, under contracts that require them to protect it and use it only on our instructions:",
        [
          "cloud hosting and database providers, which store the Service and its backups;",
          "Stripe and Razorpay, which process payments;",
          "e-mail delivery providers, which send service e-mails and the newsletter;",
          "AI model providers, which generate AI suggestions and are not allowed to retain your data or train on it;",
          "our website analytics provider, as described in section 7.",
        ],
        "We may also disclose data when the law requires it, to protect the rights and safety of our users or of LeadFlow, or to a buyer if LeadFlow is sold, in which case this policy continues to apply. A current list of sub-processors is available on request from privacy@leadflow.example.",
      ],
    },
    {
      title: "International transfers",
      body: [
        "LeadFlow serves customers worldwide, and our providers may process data in countries other than yours, including India, the United States and countries of the European Union. Their data protection laws may differ from those where you live.",
        "When we transfer personal data out of the European Economic Area, the United Kingdom or another country with transfer rules, we rely on an adequacy decision or on the Standard Contractual Clauses, with additional safeguards where needed. For customers in India we comply with the Digital Personal Data Protection Act, 2023 and any restrictions the Government of India places on transfers.",
      ],
    },
    {
      title: "Retention and security",
      body: [
        "We keep account and lead data for as long as your account is active. When an account is closed, or when you ask us to delete data, we follow our [Data Deletion Policy](/data-deletion): requests are acknowledged within 24 hours and completed within 30 days of verification. Backups are kept for about 30 days and then overwritten. Payment and invoice records are kept for as long as tax and accounting laws require, typically up to 8 years.",
        [
          "All traffic is encrypted with TLS, and databases and backups are encrypted at rest.",
          "Passwords and API keys are stored only as one-way hashes.",
          "Access inside LeadFlow is limited to staff who need it, protected by multi-factor authentication, and logged.",
          "Within your account, roles limit what each user can see and do.",
        ],
        "No system is perfectly secure. If a breach affects your personal data, we will notify you and the relevant authorities as the law requires.",
      ],
    },
    {
      title: "Your rights, changes and contact",
      body: [
        "Depending on where you live, you may have the right to access, correct, delete or export your personal data, to object to or restrict some processing, to withdraw consent and to complain to a data protection authority. To use these rights, write to privacy@leadflow.example. We will answer within 30 days and may ask you to verify your identity first.",
        "We may update this policy. If a change materially affects how we use your personal data, we will e-mail account admins at least 30 days before it takes effect. The date at the top of this page shows the latest revision.",
        "Questions or complaints about privacy: privacy@leadflow.example, or the [contact page](/contact-page).",
      ],
    },
  ],
};
