import { postComment } from "../_actions/comments";
import { newestPostRoute } from "../_blog/post-route";

const route = newestPostRoute("right", postComment);

// The bare route shows the newest post; its canonical URL is that post's own page. Regenerated at most every 5 minutes, so a
// scheduled post takes its place from its minute.
export const revalidate = 300;
export const generateMetadata = route.generateMetadata;
export default route.Page;
