import { filteredListRoute } from "../../../_blog/filtered-list-route";

const { generateStaticParams, generateMetadata, Page } = filteredListRoute("tag");
export const dynamicParams = false;
export const revalidate = 300;
export { generateStaticParams, generateMetadata, Page as default };
