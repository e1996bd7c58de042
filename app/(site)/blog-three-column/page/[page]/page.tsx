import { pagedListRoute } from "@/components/blog/paged-list-route";
import { LIST_LAYOUTS } from "@/lib/blog/layouts";

const route = pagedListRoute(LIST_LAYOUTS.threeColumn);

// Pages 2..n are prerendered; any other number is a 404 (page 1 lives at /blog-three-column).
export const dynamicParams = false;
export const generateStaticParams = route.generateStaticParams;
export const generateMetadata = route.generateMetadata;
export default route.Page;
