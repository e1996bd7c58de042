import { removePgliteTemplate } from "./lib/testing/pglite-template";

export default removePgliteTemplate;
