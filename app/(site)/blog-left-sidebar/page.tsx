import { firstListPage } from "../_blog/paged-list-route";

const { metadata, Page } = firstListPage("leftSidebar");
export const revalidate = 300;
export { metadata, Page as default };
