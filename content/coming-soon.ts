// The coming-soon page's copy is content/coming-soon.yaml, edited in Keystatic.

export type ComingSoonContent = {
  title: string;
  text: string;
  liveTitle: string;
  liveText: string;
  /** Launch moment, ISO 8601 with offset. */
  launchAt: string;
};
