import { postRoute } from "../../_blog/post-route";

const { generateStaticParams, generateMetadata, Page } = postRoute("right");
export const dynamicParams = false;
export const revalidate = 300;
export { generateStaticParams, generateMetadata, Page as default };
