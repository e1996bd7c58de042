import { PHASE_PRODUCTION_BUILD } from "next/constants";
import { parseDeployment } from "./lib/platform/build/deployment";
import nextConfig from "./next.config";

// What the build writes into the server code (compiler.defineServer) and what the code reads back from it: Next turns
// each value into a string literal, so a value must be the string itself. A value stringified once more reached the
// server as '"1795948487567"' (Number() of it is NaN) and the inboxes as a JSON string, not an object.

const defined = nextConfig(PHASE_PRODUCTION_BUILD).compiler?.defineServer ?? {};

describe("the build's server constants", () => {
  it("are plain strings in the forms the server parses them in", () => {
    const builtAt = Number(defined["process.env.LEADFLOW_BUILT_AT"]);
    expect(Number.isFinite(builtAt)).toBe(true);
    expect(Math.abs(builtAt - Date.now())).toBeLessThan(60_000);
    expect(JSON.parse(String(defined["process.env.LEADFLOW_BUILT_INBOXES"]))).toEqual({
      contact: expect.stringContaining("@"),
      support: expect.stringContaining("@"),
      billing: expect.stringContaining("@"),
      privacy: expect.stringContaining("@"),
    });
    expect(parseDeployment(String(defined["process.env.LEADFLOW_BUILT_DEPLOYMENT"]))).toHaveProperty("preview");
  });
});
