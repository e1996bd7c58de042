// The app's store listings, for the landing page's badges and the download page. A store without a listing yet shows
// 'Coming soon' instead of a link (a store's home page would leave the visitor searching for an app that is not
// there): put the listing's URL in `listing` once it is published, and both places link to it.

export type AppPlatform = "ios" | "android";

export type StoreLink = {
  platform: AppPlatform;
  /** The store's own name, for "Opening App Store…". */
  store: string;
  /** The phones it serves, for "The LeadFlow app for Android is coming soon." */
  device: string;
  /** The app's own page in the store, or null until it is published. */
  listing: string | null;
  badge: { src: string; alt: string; width: number; height: number };
};

export const download: { stores: readonly StoreLink[]; openAfterMs: number } = {
  stores: [
    {
      platform: "ios",
      store: "App Store",
      device: "iPhone and iPad",
      listing: null,
      badge: { src: "/images/landing/app-store-badge.svg", alt: "Download on the App Store", width: 180, height: 54 },
    },
    {
      platform: "android",
      store: "Google Play",
      device: "Android",
      listing: null,
      badge: { src: "/images/landing/google-play-badge.svg", alt: "Get it on Google Play", width: 180, height: 54 },
    },
  ],
  // Long enough to read the page and to choose a store by hand instead.
  openAfterMs: 2_000,
};
