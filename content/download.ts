// The download page's store links. They point at the stores' home pages until the app's own listings are
// published: put each listing's URL here then, and the page opens it on the matching phone.

export type AppPlatform = "ios" | "android";

export type StoreLink = {
  platform: AppPlatform;
  /** The store's own name, for "Opening App Store…". */
  store: string;
  href: string;
  badge: { src: string; alt: string; width: number; height: number };
};

export const download: { stores: readonly StoreLink[]; openAfterMs: number } = {
  stores: [
    {
      platform: "ios",
      store: "App Store",
      href: "https://apps.apple.com/",
      badge: { src: "/images/landing/app-store-badge.svg", alt: "Download on the App Store", width: 180, height: 54 },
    },
    {
      platform: "android",
      store: "Google Play",
      href: "https://play.google.com/store",
      badge: { src: "/images/landing/google-play-badge.svg", alt: "Get it on Google Play", width: 180, height: 54 },
    },
  ],
  // Long enough to read the page and to choose a store by hand instead.
  openAfterMs: 2_000,
};
