import { LIST_LAYOUTS } from "@/lib/blog/layouts";
import { pagedListRoute } from "../../../_blog/paged-list-route";

const route = pagedListRoute(LIST_LAYOUTS.leftSidebar);

// Pages 2..n are prerendered and regenerated at most hourly (page 1 lives at /blog-left-sidebar). Another number renders on
// request: a page that scheduled posts have filled by now, or in Draft Mode, else a 404.
export const dynamicParams = true;
export const revalidate = 3600;
export const generateStaticParams = route.generateStaticParams;
export const generateMetadata = route.generateMetadata;
export default route.Page;
