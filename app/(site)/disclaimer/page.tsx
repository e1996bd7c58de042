import { legalRoute } from "../_legal/legal-route";

const route = legalRoute("disclaimer");

export const generateMetadata = route.generateMetadata;
export default route.Page;
