import { firstListPage } from "../_blog/paged-list-route";

const { generateMetadata, Page } = firstListPage("rightSidebar");
export const revalidate = 300;
export { generateMetadata, Page as default };
