import { writePgliteTemplate } from "./lib/testing/pglite-template";

export default writePgliteTemplate;
