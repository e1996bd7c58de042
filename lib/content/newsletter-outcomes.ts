// Where a list e-mail's links land: the pages after confirming, and when a link cannot be used. Their words are
// content/newsletter-outcomes.yaml, edited in Keystatic; the addresses are fixed, each naming its entry there.

export const NEWSLETTER_OUTCOMES = {
  subscribed: "subscribed",
  "launch-list": "launchList",
  "link-expired": "linkExpired",
  "try-again": "tryAgain",
} as const;

export type NewsletterOutcomeName = keyof typeof NEWSLETTER_OUTCOMES;
