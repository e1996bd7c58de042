import { postComment } from "../../_actions/comments";
import { postRoute } from "../../_blog/post-route";

const route = postRoute("left", postComment);

// Every published post is prerendered and regenerated at most hourly. Any other slug renders on request: a scheduled
// post once its day has come (no rebuild needed), in Draft Mode any post, else a 404.
export const dynamicParams = true;
export const revalidate = 3600;
export const generateStaticParams = route.generateStaticParams;
export const generateMetadata = route.generateMetadata;
export default route.Page;
