import { legalRoute } from "../_legal/legal-route";

const route = legalRoute("terms");

export const generateMetadata = route.generateMetadata;
export default route.Page;
