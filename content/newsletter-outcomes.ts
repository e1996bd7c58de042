// Where a list e-mail's links land: the pages after confirming, and when a link cannot be used.

export type NewsletterOutcome = {
  title: string;
  text: string;
  image: string;
  links: { href: string; label: string }[];
};

export const NEWSLETTER_OUTCOMES = {
  subscribed: {
    title: "You're subscribed",
    text: "Thank you for confirming your address. The next LeadFlow newsletter will be in your inbox soon, and every issue has a link to unsubscribe.",
    image: "/images/illustrations/thank-you.svg",
    links: [{ href: "/", label: "Go to Homepage" }],
  },
  "launch-list": {
    title: "You're on the launch list",
    text: "Thank you for confirming your address. We will send you one e-mail when LeadFlow Voice launches.",
    image: "/images/illustrations/coming-soon.svg",
    links: [{ href: "/", label: "Go to Homepage" }],
  },
  "link-expired": {
    title: "This link has expired",
    text: "Confirmation links work for 7 days, and not after an unsubscribe. Sign up again and we will send you a new link.",
    image: "/images/illustrations/subscribe.svg",
    links: [
      { href: "/subscribe-page", label: "Subscribe to the newsletter" },
      { href: "/coming-soon", label: "Join the launch list" },
    ],
  },
  "try-again": {
    title: "We could not confirm your address just now",
    text: "Something went wrong on our side. Please click the link in your e-mail again in a few minutes.",
    image: "/images/illustrations/subscribe.svg",
    links: [{ href: "/", label: "Go to Homepage" }],
  },
} as const satisfies Record<string, NewsletterOutcome>;

export type NewsletterOutcomeName = keyof typeof NEWSLETTER_OUTCOMES;
