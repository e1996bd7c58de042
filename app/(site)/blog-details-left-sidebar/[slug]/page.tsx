import { postRoute } from "@/components/blog/post-route";

const route = postRoute("left");

// Every post is prerendered; an unknown slug is a 404.
export const dynamicParams = false;
export const generateStaticParams = route.generateStaticParams;
export const generateMetadata = route.generateMetadata;
export default route.Page;
