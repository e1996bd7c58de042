import { postRoute } from "../../_blog/post-route";

const { generateStaticParams, generateMetadata, Page } = postRoute("left");
export const dynamicParams = false;
export const revalidate = 300;
export { generateStaticParams, generateMetadata, Page as default };
