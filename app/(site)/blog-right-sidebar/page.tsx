import { firstListPage } from "../_blog/paged-list-route";

const { metadata, Page } = firstListPage("rightSidebar");
export const revalidate = 300;
export { metadata, Page as default };
