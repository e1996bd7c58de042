import { legalRoute } from "../_legal/legal-route";

const route = legalRoute("privacy");

export const generateMetadata = route.generateMetadata;
export default route.Page;
