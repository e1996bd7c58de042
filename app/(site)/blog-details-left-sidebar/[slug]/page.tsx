import { postComment } from "../../_actions/comments";
import { postRoute } from "../../_blog/post-route";

const route = postRoute("left", postComment);

// Every post but the drafts is prerendered (a 404 while it is scheduled) and regenerated at most every 5 minutes: a
// scheduled post appears from its minute without a rebuild; Draft Mode renders any post. Any other slug, a draft's
// included, is Next's plain 404 (app/(site)/_blog/posts.ts).
export const dynamicParams = false;
export const revalidate = 300;
export const generateStaticParams = route.generateStaticParams;
export const generateMetadata = route.generateMetadata;
export default route.Page;
