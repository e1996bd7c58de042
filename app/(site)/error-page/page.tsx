import { NotFoundMessage } from "@/components/site/not-found-message";
import { editablePageMetadata } from "@/lib/content/page-seo";
import { siteCopy } from "@/lib/content/site-copy";

export async function generateMetadata() {
  const { title, text } = (await siteCopy.read("errorPages")).notFound;
  return editablePageMetadata({ title, description: text, path: "/error-page", noindex: true });
}

export default async function ErrorPage() {
  return <NotFoundMessage text={(await siteCopy.read("errorPages")).notFound.text} />;
}
