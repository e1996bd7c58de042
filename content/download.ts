// The app's store listings, for the landing page's badges and the download page (the text is content/download.yaml,
// edited in Keystatic). A store without a listing yet shows 'Coming soon' instead of a link (a store's home page would
// leave the visitor searching for an app that is not there): fill in its listing once it is published, and both
// places link to it.

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

export type DownloadContent = { stores: readonly StoreLink[]; openAfterMs: number };
