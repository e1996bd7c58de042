// The app's store listings, for the landing page's badges and the download page (the text is content/download.yaml,
// edited in Keystatic). A store without a listing yet shows 'Coming soon' instead of a link (a store's home page would
// leave the visitor searching for an app that is not there): fill in its listing once it is published, and both
// places link to it.

import type { SiteCopy } from "@/lib/content/site-copy-schema";

/** A store's name, the phones it serves, and the app's page in it (null until published). */
export type StoreLink = SiteCopy["download"]["stores"][number];
export type AppPlatform = StoreLink["platform"];
