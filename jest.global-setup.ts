import { writePgliteTemplate } from "./testing/pglite-template";

export default writePgliteTemplate;
