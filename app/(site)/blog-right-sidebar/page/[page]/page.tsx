import { LIST_LAYOUTS } from "@/lib/content/blog/layouts";
import { pagedListRoute } from "../../../_blog/paged-list-route";

const route = pagedListRoute(LIST_LAYOUTS.rightSidebar);

// Pages 2..n for every post are prerendered (a 404 while its posts are not public yet) and regenerated at most every 5 minutes
// (page 1 lives at /blog-right-sidebar). Any other number is a 404 (app/(site)/_blog/posts.ts).
export const dynamicParams = false;
export const revalidate = 300;
export const generateStaticParams = route.generateStaticParams;
export const generateMetadata = route.generateMetadata;
export default route.Page;
