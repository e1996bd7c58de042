import { StoreBadge } from "@/components/ui/store-badge";
import { IllustratedMessage } from "@/components/site/illustrated-message";
import { interfaceWords } from "@/lib/content/interface-words";
import { siteCopy } from "@/lib/content/site-copy";
import { editablePageMetadata } from "@/lib/content/page-seo";
import { StoreAutostart } from "./page-client";

export const generateMetadata = () =>
  editablePageMetadata({
    title: "Download the app",
    description: "Download the LeadFlow mobile app for Android and iOS and work your leads from anywhere.",
    path: "/download-page",
  });

export default async function DownloadPage() {
  const [download, { home }] = await Promise.all([siteCopy.read("download"), interfaceWords()]);
  const listed = download.stores.some((store) => store.listing);
  const words = listed ? download.listed : download.comingSoon;
  // Says what really happens: a store opens only where the app is listed; nothing downloads from this page.
  return (
    <IllustratedMessage image="/images/illustrations/download.svg" title={words.title}>
      <p className="mt-4 max-w-xl text-lg text-slate-600">{words.text}</p>
      <StoreAutostart stores={download.stores} openAfterMs={download.openAfterMs} onComputer={download.onComputer} />
      <ul className="mt-6 flex flex-wrap justify-center gap-4">
        {download.stores.map((store) => (
          <li key={store.platform}>
            <StoreBadge store={store} comingSoon={home.storeComingSoon} />
          </li>
        ))}
      </ul>
    </IllustratedMessage>
  );
}
