import { pagedListRoute } from "../../../_blog/paged-list-route";

const { generateStaticParams, generateMetadata, Page } = pagedListRoute("threeColumn");
export const dynamicParams = false;
export const revalidate = 300;
export { generateStaticParams, generateMetadata, Page as default };
