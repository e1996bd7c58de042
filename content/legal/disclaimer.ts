import type { LegalDocument } from "./types";

export const disclaimer: LegalDocument = {
  slug: "disclaimer",
  path: "/disclaimer",
  title: "Disclaimer",
  summary: "The limits of the information on our website and of what LeadFlow, its reports and its AI suggestions can promise.",
  description:
    "LeadFlow Disclaimer: general information, AI suggestions, forecasts and KPIs, lead data accuracy, pricing and currency, third parties and liability.",
  updated: "2026-10-19",
  sections: [
    {
      title: "General information only",
      body: [
        "The content of the LeadFlow website, including feature descriptions, blog posts, guides and examples, is provided for general information about our product and about sales practice. We take care to keep it accurate and current, but we do not guarantee that it is complete, accurate or up to date at all times.",
        "Nothing on this website is an offer capable of acceptance. Your use of the Service is governed by our [Terms of Service](/terms).",
      ],
    },
    {
      title: "No professional advice",
      body: [
        "Our content does not constitute legal, financial, tax or compliance advice. Laws on telemarketing, e-mail marketing, consent and data protection differ between countries and change often. Before acting on anything you read here, take advice from a qualified professional about your own situation.",
      ],
    },
    {
      title: "AI suggestions",
      body: [
        "LeadFlow's AI suggestions, such as lead priorities, the best time to follow up, likely next steps and draft messages, are produced automatically by machine-learning models from the data in your account. They are probabilistic and can be wrong, biased by incomplete data or unsuitable for a particular lead.",
        [
          "Treat every suggestion as a prompt for a human decision, not as a decision.",
          "Read and edit any drafted message before you send it; you are the sender.",
          "Do not rely on AI suggestions alone for decisions with legal or significant effects on a person.",
        ],
        "We do not warrant that AI suggestions are accurate, complete or fit for any purpose, and we are not liable for actions taken on the basis of them.",
      ],
    },
    {
      title: "Dashboards, forecasts and KPIs",
      body: [
        "Dashboards, reports, conversion rates, pipeline forecasts and KPIs are calculated from the data your team enters. They are only as accurate as that data, and forecasts are estimates, not promises of future revenue. Business decisions based on them remain your responsibility.",
      ],
    },
    {
      title: "Accuracy of lead data",
      body: [
        "LeadFlow stores and organises the lead information that you or your integrations provide. We do not verify that names, phone numbers, e-mail addresses or companies are correct, current or lawfully obtained, and we are not responsible for errors in data supplied by you, your users or third-party sources you connect.",
      ],
    },
    {
      title: "Your compliance when contacting leads",
      body: [
        "LeadFlow helps you organise calls, e-mails and follow-ups; it does not make your outreach lawful. You are responsible for obtaining any consent you need and for respecting do-not-call and opt-out rules, such as India's National Customer Preference Register and the rules of the Telecom Regulatory Authority of India, the Telephone Consumer Protection Act in the United States, and e-mail and privacy laws in the European Union and the United Kingdom.",
      ],
    },
    {
      title: "Results and testimonials",
      body: [
        "Testimonials, reviews, case studies and figures on our website (for example, increases in conversion rate or time saved) describe the experience of particular customers. They are not typical or guaranteed results. What you achieve depends on your market, your team, your data and how you use the Service.",
      ],
    },
    {
      title: "Pricing, currency and region",
      body: [
        "We show prices in US dollars (USD) or Indian rupees (INR) based on the region you choose or the country we detect from your connection or browser. Detection can be wrong, for example behind a VPN or corporate network; you can always change the region in the site header.",
        "The price that applies is the one shown on the checkout screen when you pay, plus any taxes stated there. Any currency conversion by your bank or card issuer, and its fees, are outside our control. We correct obvious pricing errors and will not charge a price shown in error.",
      ],
    },
    {
      title: "Payment processors",
      body: [
        "Payments are processed by Stripe (cards, worldwide) and Razorpay (India). We do not control their systems and are not responsible for delays, declines or errors caused by a processor, a bank or a card network. If a payment fails, you can try again with another card or payment method, or contact support.",
      ],
    },
    {
      title: "Third-party services and links",
      body: [
        "Our website and the Service may link to, or work with, third-party websites, app stores, calendars, e-mail providers and other services. We provide these links and integrations for convenience only. We do not endorse and are not responsible for the content, availability, security or privacy practices of third parties; their own terms and policies apply.",
      ],
    },
    {
      title: "Availability of the Service",
      body: [
        "We work to keep LeadFlow available and fast, but we do not guarantee that the website, the web application, the mobile apps or the API will be uninterrupted, timely, secure or free of errors. Maintenance, network problems, outages of our providers and events beyond our control may cause downtime or data delays.",
      ],
    },
    {
      title: "Mobile apps and devices",
      body: [
        "The LeadFlow mobile apps depend on your device, its operating system, its network connection and the app store that distributes them. Features may differ between platforms and versions, and we cannot guarantee compatibility with every device. Keep your app and operating system up to date to receive security fixes.",
      ],
    },
    {
      title: "Blog and educational content",
      body: [
        "Articles on our blog reflect the views of their authors at the time of writing. They may describe features, prices or laws that have changed since. Dates are shown on each article so you can judge how current it is.",
      ],
    },
    {
      title: "“As is” and limitation of liability",
      body: [
        "To the extent the law allows, the website and its content are provided “as is” without warranties of any kind, and LeadFlow is not liable for any loss or damage arising from your use of, or reliance on, the website or its content. Our liability for the Service itself is set out in the Terms of Service. Nothing in this Disclaimer excludes liability that cannot be excluded by law.",
      ],
    },
    {
      title: "Changes and contact",
      body: [
        "We may update this Disclaimer when our product or the law changes; the date at the top of the page shows the latest revision. If you find something on our website that you believe is inaccurate, please tell us at legal@leadflow.example or through the [contact page](/contact-page) so we can correct it.",
      ],
    },
  ],
};
