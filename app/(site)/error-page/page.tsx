import { NotFoundMessage } from "@/components/site/not-found-message";
import { editablePageMetadata } from "@/lib/content/page-seo";

export const generateMetadata = () =>
  editablePageMetadata({
    title: "Page not found",
    description:
      "The page you are looking for might have been removed, had its name changed or is temporarily unavailable.",
    path: "/error-page",
    noindex: true,
  });

export default function ErrorPage() {
  return <NotFoundMessage />;
}
