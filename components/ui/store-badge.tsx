import type { StoreLink } from "@/lib/content/download";
import { StaticImage } from "./static-image";

/**
 * A store's badge: a link to the app's listing, or, while it has none, the badge with `comingSoon` under it
 * (content/interface-words.yaml) and no link.
 */
export function StoreBadge({ store, comingSoon }: { store: StoreLink; comingSoon: string }) {
  const image = <StaticImage {...store.badge} className="h-[54px] w-[180px]" />;
  if (store.listing) {
    return (
      <a href={store.listing} rel="noopener" className="block rounded-lg">
        {image}
      </a>
    );
  }
  return (
    <span className="flex flex-col items-center gap-1.5">
      <span className="block opacity-60 grayscale">{image}</span>
      <span className="text-sm font-semibold text-slate-700">{comingSoon}</span>
    </span>
  );
}
