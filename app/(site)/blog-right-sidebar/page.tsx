import { LIST_LAYOUTS } from "@/lib/content/blog/layouts";
import { firstListPage } from "../_blog/paged-list-route";

const route = firstListPage(LIST_LAYOUTS.rightSidebar);

export const metadata = route.metadata;
// Regenerated at most every 5 minutes: a scheduled post appears from its minute without a rebuild.
export const revalidate = 300;
export default route.Page;
