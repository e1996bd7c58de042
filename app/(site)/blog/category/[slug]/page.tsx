import { filteredListRoute } from "../../../_blog/filtered-list-route";

const route = filteredListRoute("category");

// One prerendered page per category of any post (a 404 while none of its posts is public), regenerated at most every 5 minutes;
// any other slug is a 404 (app/(site)/_blog/posts.ts).
export const dynamicParams = false;
export const revalidate = 300;
export const generateStaticParams = route.generateStaticParams;
export const generateMetadata = route.generateMetadata;
export default route.Page;
