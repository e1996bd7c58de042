import { removePgliteTemplate } from "./testing/pglite-template";

export default removePgliteTemplate;
