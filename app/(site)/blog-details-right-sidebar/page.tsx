import { newestPostRoute } from "../_blog/post-route";

const { generateMetadata, Page } = newestPostRoute("right");
export const revalidate = 300;
export { generateMetadata, Page as default };
