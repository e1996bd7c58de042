import type { LegalDocument } from "./types";

export const dataDeletion: LegalDocument = {
  slug: "data-deletion",
  path: "/data-deletion",
  title: "Data Deletion Policy",
  summary: "How to ask LeadFlow to delete your account or personal data, what we delete, what we must keep and how long it takes.",
  description:
    "How to have your LeadFlow account or personal data deleted: verification, what is deleted and kept, timelines (24 hours to acknowledge, 30 days to complete).",
  updated: "2026-11-02",
  action: {
    title: "Ready to ask for deletion?",
    text: "Fill in the request form on this page. We e-mail you a link to confirm it, and acknowledge it as soon as you do.",
    label: "Request Data Deletion",
    // The form below the policy (app/(site)/data-deletion/page.tsx).
    href: "#request-form",
  },
  sections: [
    {
      title: "What this policy covers",
      body: [
        "This policy explains how you can ask LeadFlow to delete personal data, and how we delete a whole company account when it is closed. It applies to the LeadFlow website, web application, mobile apps and API, and complements our [Privacy Policy](/privacy).",
      ],
    },
    {
      title: "Who can make a request",
      body: [
        [
          "Company accounts: the admin of a company account can ask us to delete the whole account, including all its users and lead data.",
          "Users: any user can ask us to delete their own user profile. Their past activity on leads stays in the company's history, attributed to a “Deleted user”.",
          "Website visitors: anyone who sent us a contact message or subscribed to the newsletter can ask us to delete that data.",
          "Leads: if your details were stored in LeadFlow by one of our customers, that customer controls the data. Ask them first; if you write to us, we forward your request to them within 5 working days and tell you which company we forwarded it to.",
        ],
      ],
    },
    {
      title: "How to request deletion",
      body: [
        "Use the Request Data Deletion form on this page, or e-mail privacy@leadflow.example. Please tell us:",
        [
          "your name and the e-mail address linked to the account or data;",
          "the company name, if the request concerns a company account;",
          "whether you want the whole account deleted, or only particular data.",
        ],
        "Do not send us passwords or card numbers. Your API key helps us find a company account quickly, but it is not required.",
      ],
    },
    {
      title: "Verifying your request",
      body: [
        "To make sure nobody deletes data that is not theirs, we verify every request before acting on it. We usually send a confirmation link to the e-mail address on the account; for a company account, the request must be confirmed by the account admin. If we cannot verify a request through e-mail, we may ask for other reasonable proof. We use the information you give us for verification only.",
      ],
    },
    {
      title: "Timeline",
      body: [
        [
          "Acknowledgement: within 24 hours of receiving your request.",
          "Completion: within 30 days of verification.",
          "Complex cases: up to 45 days, for example very large accounts, requests that involve several companies, or active legal disputes. If we need longer than 30 days, we tell you why before the 30 days are up.",
        ],
        "When deletion is complete, we confirm it by e-mail.",
      ],
    },
    {
      title: "What we delete",
      body: [
        "For a company account we delete, from our live systems:",
        [
          "the company profile and all user accounts, with their names, e-mail addresses, phone numbers and password hashes;",
          "all leads and their notes, call outcomes, follow-ups, calendar entries, attachments and activity history;",
          "dashboards, saved reports, KPI settings and AI suggestion history;",
          "the API key hash, so the key stops working at once;",
          "contact messages and newsletter subscriptions linked to the account's e-mail addresses.",
        ],
      ],
    },
    {
      title: "What we keep and why",
      body: [
        "Some records must be kept even after a deletion request, because the law requires it or to protect against fraud. We keep them only as long as necessary and use them for nothing else:",
        [
          "invoices, payment records and tax records, for as long as tax and accounting laws require, typically up to 8 years;",
          "a minimal record of the deletion request itself (who asked, when and what was deleted), as proof that we handled it;",
          "data we must keep because of a legal claim, investigation or order, until it is resolved.",
        ],
        "Aggregated statistics that cannot identify you or your company are not personal data and are not affected.",
      ],
    },
    {
      title: "Backups",
      body: [
        "Deleted data disappears from our live systems when the deletion is carried out, but it may remain in encrypted backups for about 30 days, until those backups are overwritten in the normal rotation. Backups are not used for any other purpose, and if we ever have to restore one, we delete the data again before the system goes back into use.",
      ],
    },
    {
      title: "Before you delete",
      body: [
        [
          "Deletion is permanent. After it is complete, we cannot recover the account or its data.",
          "Export your leads and reports first if you may need them; the admin can export them from the account at any time before the deletion is carried out.",
          "Deleting a company account cancels its subscription. Fees already paid for the current period are not refunded, except where our Terms of Service or the law say otherwise.",
          "You can cancel a deletion request by replying to our acknowledgement before the deletion is carried out.",
        ],
      ],
    },
    {
      title: "Questions and complaints",
      body: [
        "If you have a question about a deletion request, reply to our acknowledgement or write to privacy@leadflow.example. If you are not satisfied with our answer, you may complain to the data protection authority where you live or work.",
      ],
    },
  ],
};
