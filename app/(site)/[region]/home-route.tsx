import { HomePage, type HomeVariant } from "@/components/sections/home-page";
import { plansForRegion } from "@/lib/accounts/backend/plans-for-region";
import { getFaq } from "@/lib/content/faq";
import { interfaceWords } from "@/lib/content/interface-words";
import { siteCopy } from "@/lib/content/site-copy";
import { env } from "@/lib/platform/env";
import { editablePageMetadata } from "@/lib/content/page-seo";
import { subscribeToNewsletter } from "../_actions/mailing-lists";
import { sendContactMessage } from "./contact-page/actions";
import { regionFrom, type RegionParams } from "./region-params";

// The home page and its theme variants share one canonical URL: "/".
// No description of its own: the site's (content/seo.yaml), unless staff give "/" one there.
export const homeMetadata = () =>
  editablePageMetadata({ title: "Lead management and sales pipeline software for sales teams", path: "/" });

export async function RegionHome({ params, variant }: RegionParams & { variant?: HomeVariant }) {
  const region = await regionFrom({ params });
  const [plans, { faq }, copy, words] = await Promise.all([
    plansForRegion(region),
    getFaq(),
    siteCopy.landing(),
    interfaceWords(),
  ]);
  return (
    <HomePage
      region={region}
      plans={plans}
      faq={faq}
      siteUrl={env.siteUrl}
      copy={copy}
      words={words}
      variant={variant}
      contactAction={sendContactMessage}
      newsletterAction={subscribeToNewsletter}
    />
  );
}
