// Copy of the About (/about) and Careers (/careers) pages.

export type TitledText = { title: string; text: string };
export type Figure = { value: string; label: string };

export type AboutContent = {
  title: string;
  intro: string;
  mission: { heading: string; paragraphs: string[] };
  problem: { heading: string; text: string; points: string[] };
  product: { heading: string; text: string; items: TitledText[] };
  figures: { heading: string; note: string; items: Figure[] };
  values: { heading: string; items: TitledText[] };
  cta: { heading: string; text: string };
};

export type OpenRole = { title: string; team: string; location: string; type: string; description: string };

export type CareersContent = {
  title: string;
  intro: string;
  why: { heading: string; items: TitledText[] };
  howWeWork: { heading: string; text: string; points: string[] };
  benefits: { heading: string; items: string[] };
  roles: { heading: string; text: string; items: OpenRole[] };
  process: { heading: string; text: string; steps: TitledText[] };
  email: string;
};

export const about: AboutContent = {
  title: "About LeadFlow",
  intro: "We build the lead-management platform we wished we had when we were the ones on the phones.",
  mission: {
    heading: "Our mission",
    paragraphs: [
      "Every lead is a person who raised a hand. Our mission is to make sure each of them gets a fast, relevant answer from the right salesperson, and that no one falls through the cracks between a web form, a phone call and a spreadsheet.",
      "LeadFlow started inside a busy inside-sales team that lost deals not because the product was wrong, but because a lead waited three days for a call back. We built the tool that fixed it, and now we build it for sales teams everywhere.",
    ],
  },
  problem: {
    heading: "The problem we solve",
    text: "Most sales teams do not lack leads. They lack a reliable way to handle them:",
    points: [
      "Leads arrive from websites, ads, calls and events, and end up in inboxes, chat groups and spreadsheets.",
      "Nobody is sure who owns a lead, so some get three calls and others none.",
      "Follow-ups live in people's heads and are forgotten when the week gets busy.",
      "Managers only learn what happened at the end of the month, when it is too late to act.",
    ],
  },
  product: {
    heading: "What LeadFlow does",
    text: "One platform, on the web and on mobile, that takes a lead from first contact to a signed customer.",
    items: [
      {
        title: "Capture",
        text: "Leads from web forms, the API, imports and calls land in one place, with their source recorded.",
      },
      {
        title: "Assign",
        text: "Tele Callers route leads to departments and Lead Managers hand them to the right owner in seconds.",
      },
      {
        title: "Follow up",
        text: "A shared follow-up calendar and mobile reminders make sure every promised call happens.",
      },
      {
        title: "Monitor",
        text: "Dashboards, reports and KPIs show Lead Monitors and Managers where the pipeline stands, today.",
      },
      {
        title: "Convert",
        text: "AI suggestions point owners to the leads most likely to close and the best next step for each.",
      },
    ],
  },
  figures: {
    heading: "LeadFlow in numbers",
    note: "Figures as of October 2026.",
    items: [
      { value: "1,200+", label: "sales teams use LeadFlow" },
      { value: "4.8 million", label: "leads captured and routed" },
      { value: "32", label: "countries, paying in USD or INR" },
      { value: "99.9%", label: "uptime over the last 12 months" },
    ],
  },
  values: {
    heading: "What we value",
    items: [
      {
        title: "Every lead deserves an answer",
        text: "We judge our work by how fast and how well our customers respond to the people who contact them.",
      },
      {
        title: "Built for the people on the phone",
        text: "Tele Callers and Lead Owners use LeadFlow all day. If a task takes them three taps, we look for a way to make it one.",
      },
      {
        title: "Your data is yours",
        text: "Customers own their leads. We protect them, never sell them and make exporting or deleting them straightforward.",
      },
      {
        title: "Plain pricing",
        text: "A Free plan with no time limit, prices in your own currency and no surprises on the invoice.",
      },
    ],
  },
  cta: {
    heading: "See how your team could work with LeadFlow",
    text: "Start on the Free plan in a few minutes, or tell us about your sales process and we will show you around.",
  },
};

export const careers: CareersContent = {
  title: "Careers at LeadFlow",
  intro: "Help thousands of sales teams answer every lead. We are a small, remote-friendly team and we are hiring.",
  why: {
    heading: "Why work here",
    items: [
      {
        title: "Work people can feel",
        text: "What we ship on Tuesday is used by Tele Callers and managers on Wednesday. You will hear from them directly.",
      },
      {
        title: "Real ownership",
        text: "Small teams own whole problems, from the first customer interview to the release and the numbers after it.",
      },
      {
        title: "Room to grow",
        text: "A yearly learning budget, regular mentoring and the chance to take on more as the company grows.",
      },
    ],
  },
  howWeWork: {
    heading: "How we work",
    text: "Most of us work remotely; some prefer our Bengaluru office. Either way, we work the same way:",
    points: [
      "Remote-friendly: hire anywhere within UTC−5 to UTC+8, with four shared core hours each day.",
      "Writing first: decisions, plans and reviews are written down, so nobody needs to be in the room.",
      "Few meetings: one weekly team planning, one monthly all-hands, everything else when it is useful.",
      "Meeting in person twice a year, for a week of planning, building and fun.",
    ],
  },
  benefits: {
    heading: "Benefits",
    items: [
      "Competitive salary and stock options for every permanent employee",
      "Health insurance for you and your family",
      "25 days of paid leave plus public holidays, and a company-wide week off at year end",
      "Home-office budget and a new laptop of your choice",
      "Yearly learning budget for courses, books and conferences",
      "16 weeks of paid parental leave for every parent",
    ],
  },
  roles: {
    heading: "Open roles",
    text: "Don't see your role? Write to us anyway and tell us how you would help.",
    items: [
      {
        title: "Senior Full-Stack Engineer",
        team: "Product Engineering",
        location: "Remote (UTC−5 to UTC+8) or Bengaluru",
        type: "Full-time",
        description:
          "Build lead routing, dashboards and the API with TypeScript, React and Postgres, and own features from design to production.",
      },
      {
        title: "Mobile Engineer",
        team: "Mobile",
        location: "Remote (India)",
        type: "Full-time",
        description:
          "Make the Android and iPhone apps the fastest way for Tele Callers and Lead Owners to log calls and book follow-ups, even offline.",
      },
      {
        title: "Product Designer",
        team: "Design",
        location: "Remote (UTC−5 to UTC+8)",
        type: "Full-time",
        description:
          "Research with sales teams and design clear flows across web and mobile, from lead capture to the manager's KPI dashboard.",
      },
      {
        title: "Customer Success Manager",
        team: "Customer Success",
        location: "Bengaluru (hybrid)",
        type: "Full-time",
        description:
          "Onboard Professional and Enterprise customers, set up their roles and pipelines, and turn their feedback into product improvements.",
      },
    ],
  },
  process: {
    heading: "How we hire",
    text: "Four steps, usually completed within three weeks. We reply to every application within 10 working days.",
    steps: [
      { title: "Apply", text: "Send your CV or a link to your work, and a few lines on why LeadFlow." },
      {
        title: "Intro call",
        text: "30 minutes with the hiring manager about the role, your experience and your questions.",
      },
      {
        title: "Work sample",
        text: "A short, practical exercise close to the real job, discussed together. Take-home tasks are paid.",
      },
      {
        title: "Meet the team and offer",
        text: "Conversations with future teammates, then a written offer with salary, equity and start date.",
      },
    ],
  },
  email: "careers@leadflow.example",
};

/** The seller on every invoice (tax law asks for its legal name, address, GSTIN and state). */
export type SupplierDetails = {
  legalName: string;
  addressLines: string[];
  /** GST state code of the registered office: a buyer in the same state pays CGST + SGST, others IGST. */
  stateCode: string;
  gstin: string;
  /** Invoice numbers read `${invoicePrefix}/2026-27/00001`. */
  invoicePrefix: string;
  /** SAC 998314: IT design and development services (software as a service). */
  sacCode: string;
  email: string;
};

export const supplier: SupplierDetails = {
  legalName: "LeadFlow Software India Private Limited",
  addressLines: ["3rd Floor, 80 Feet Road, Koramangala 4th Block", "Bengaluru, Karnataka 560034", "India"],
  stateCode: "29",
  gstin: "29AABCL1234F1ZU",
  invoicePrefix: "LF",
  sacCode: "998314",
  email: "billing@leadflow.example",
};
