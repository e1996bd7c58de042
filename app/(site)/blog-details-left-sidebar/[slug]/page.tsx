import { postRoute } from "@/components/blog/post-route";
import { postComment } from "../../_actions/comments";

const route = postRoute("left", postComment);

// Every post is prerendered; an unknown slug is a 404.
export const dynamicParams = false;
export const generateStaticParams = route.generateStaticParams;
export const generateMetadata = route.generateMetadata;
export default route.Page;
