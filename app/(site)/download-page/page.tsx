import Image from "next/image";
import { IllustratedMessage } from "@/components/site/illustrated-message";
import { pageMetadata } from "@/lib/seo";

export const metadata = pageMetadata({
  title: "Download the app",
  description: "Download the LeadFlow mobile app for Android and iOS and work your leads from anywhere.",
  path: "/download-page",
});

const STORES = [
  { name: "Download on the App Store", href: "https://apps.apple.com/", image: "/images/landing/app-store-badge.svg" },
  { name: "Get it on Google Play", href: "https://play.google.com/store", image: "/images/landing/google-play-badge.svg" },
];

export default function DownloadPage() {
  return (
    <IllustratedMessage image="/images/illustrations/download.svg" title="Your download should begin automatically">
      <p className="mt-4 max-w-xl text-lg text-slate-600">
        The LeadFlow app opens in your phone&apos;s store. If nothing happens, choose your store below; sign in with the
        e-mail address your company registered.
      </p>
      <ul className="mt-8 flex flex-wrap justify-center gap-4">
        {STORES.map((store) => (
          <li key={store.name}>
            <a href={store.href} rel="noopener" className="inline-block rounded-lg">
              <Image src={store.image} alt={store.name} width={180} height={54} />
            </a>
          </li>
        ))}
      </ul>
    </IllustratedMessage>
  );
}
