import {
  canonicalOrigin,
  deploymentHeaders,
  parseDeployment,
  resolveDeployment,
  serializeDeployment,
  shortCommit,
  withRevision,
} from "./deployment";
import { assertRequiredSettings, loadEnv } from "../env";

const SHA = "4f1c2a9be07d3c5a8e61f0b2d94c7a3e5b18c6d0";

describe("resolveDeployment", () => {
  it("is the public site unless Vercel or the host says preview", () => {
    expect(resolveDeployment({})).toEqual({ preview: false });
    expect(
      resolveDeployment({ VERCEL_ENV: "production", PRODUCTION_SITE_URL: "https://www.leadflow.example" }),
    ).toEqual({ preview: false });
    expect(resolveDeployment({ SITE_ENVIRONMENT: "production" })).toEqual({ preview: false });
    expect(resolveDeployment({ SITE_ENVIRONMENT: "" })).toEqual({ preview: false });
    expect(resolveDeployment({ VERCEL_ENV: "development" })).toEqual({ preview: false });
  });

  it("on Vercel: a preview with the branch, the commit and the production host Vercel gives", () => {
    expect(
      resolveDeployment({
        VERCEL_ENV: "preview",
        VERCEL_PROJECT_PRODUCTION_URL: "www.leadflow.example",
        VERCEL_GIT_COMMIT_REF: "content/spring-launch",
        VERCEL_GIT_COMMIT_SHA: SHA,
        SITE_BRANCH: "ignored",
      }),
    ).toEqual({
      preview: true,
      productionUrl: "https://www.leadflow.example",
      branch: "content/spring-launch",
      commit: SHA,
    });
  });

  it("on a Node host: SITE_ENVIRONMENT=preview, SITE_BRANCH and SITE_COMMIT; PRODUCTION_SITE_URL wins over Vercel's host", () => {
    expect(
      resolveDeployment({
        SITE_ENVIRONMENT: "preview",
        PRODUCTION_SITE_URL: "https://www.leadflow.example/",
        VERCEL_PROJECT_PRODUCTION_URL: "leadflow.vercel.app",
        SITE_BRANCH: "main",
        SITE_COMMIT: "abc1234",
      }),
    ).toEqual({ preview: true, productionUrl: "https://www.leadflow.example", branch: "main", commit: "abc1234" });
  });

  it("refuses a SITE_ENVIRONMENT it does not know", () => {
    expect(() => resolveDeployment({ SITE_ENVIRONMENT: "staging" as never })).toThrow();
  });
});

describe("withRevision", () => {
  const read = jest.fn(() => ({ branch: "from-git", commit: SHA }));
  beforeEach(() => read.mockClear());

  it("fills a preview's missing branch and commit from git, and only what is missing", () => {
    expect(withRevision({ preview: true }, read)).toEqual({ preview: true, branch: "from-git", commit: SHA });
    expect(withRevision({ preview: true, branch: "main" }, read)).toEqual({
      preview: true,
      branch: "main",
      commit: SHA,
    });
  });

  it("does not ask git when the environment named both, nor for the public site", () => {
    expect(withRevision({ preview: true, branch: "main", commit: "abc" }, read)).toEqual({
      preview: true,
      branch: "main",
      commit: "abc",
    });
    expect(withRevision({ preview: false }, read)).toEqual({ preview: false });
    expect(read).not.toHaveBeenCalled();
  });
});

describe("canonical URLs, headers and the build's hand-over", () => {
  const siteUrl = () => "https://preview-42.leadflow.example";

  it("names the production origin in a preview and SITE_URL otherwise", () => {
    expect(canonicalOrigin({ preview: true, productionUrl: "https://www.leadflow.example" }, siteUrl)).toBe(
      "https://www.leadflow.example",
    );
    expect(canonicalOrigin({ preview: false }, siteUrl)).toBe("https://preview-42.leadflow.example");
  });

  it("stops a preview without a production address with a readable message", () => {
    expect(() => canonicalOrigin({ preview: true }, siteUrl)).toThrow(
      "Invalid configuration:\n  PRODUCTION_SITE_URL: required for a preview deployment (VERCEL_ENV=preview or SITE_ENVIRONMENT=preview)",
    );
  });

  it("marks every answer of a preview noindex, and nothing of the public site", () => {
    expect(deploymentHeaders({ preview: true })).toEqual([{ key: "X-Robots-Tag", value: "noindex" }]);
    expect(deploymentHeaders({ preview: false })).toEqual([]);
  });

  it("shortens the commit as git does", () => {
    expect(shortCommit(SHA)).toBe("4f1c2a9");
    expect(shortCommit(undefined)).toBeUndefined();
  });

  it("survives the trip through next.config.ts into the server code", () => {
    const deployment = { preview: true, productionUrl: "https://www.leadflow.example", branch: "main", commit: SHA };
    expect(parseDeployment(serializeDeployment(deployment))).toEqual(deployment);
    expect(() => parseDeployment('{"preview":"yes"}')).toThrow();
  });
});

describe("the configuration of a preview (lib/platform/env)", () => {
  const preview = {
    NODE_ENV: "production",
    SITE_URL: "https://preview-42.leadflow.example",
    SITE_ENVIRONMENT: "preview",
    PRODUCTION_SITE_URL: "https://www.leadflow.example",
    DATABASE_URL: "postgres://db.example/leadflow",
  };
  const production = {
    ...preview,
    SITE_ENVIRONMENT: undefined,
    PRODUCTION_SITE_URL: undefined,
    SITE_URL: "https://www.leadflow.example",
  };

  it("allows the sandbox gateway and the diagnostics pages, turns analytics off, keeps SITE_URL for mailed links", () => {
    const env = loadEnv({ ...preview, VERCEL: "1" });
    expect(env).toMatchObject({
      paymentsSandboxAllowed: true,
      diagnosticsEnabled: true,
      analyticsEnabled: false,
      siteUrl: "https://preview-42.leadflow.example",
    });
    expect(env.canonicalUrl).toBe("https://www.leadflow.example");
    expect(env.mail).toMatchObject({ preview: true });
  });

  it("leaves production as it was", () => {
    const env = loadEnv({ ...production, VERCEL: "1" });
    expect(env).toMatchObject({
      paymentsSandboxAllowed: false,
      diagnosticsEnabled: false,
      analyticsEnabled: true,
      deployment: { preview: false },
    });
    expect(env.canonicalUrl).toBe("https://www.leadflow.example");
    expect(env.mail).toMatchObject({ preview: false });
  });

  it("follows the deployment decided at build over the environment the server starts with", () => {
    const built = serializeDeployment({
      preview: true,
      productionUrl: "https://www.leadflow.example",
      branch: "main",
      commit: SHA,
    });
    const env = loadEnv(production, built);
    expect(env.deployment).toEqual({
      preview: true,
      productionUrl: "https://www.leadflow.example",
      branch: "main",
      commit: SHA,
    });
    expect(env).toMatchObject({ paymentsSandboxAllowed: true, diagnosticsEnabled: true, mail: { preview: true } });
  });

  it("does not start a preview server without a production address", () => {
    const env = loadEnv({ ...preview, PRODUCTION_SITE_URL: undefined });
    expect(() => assertRequiredSettings(env)).toThrow(/PRODUCTION_SITE_URL: required for a preview deployment/);
    expect(() =>
      assertRequiredSettings(
        loadEnv({ ...preview, PRODUCTION_SITE_URL: undefined, VERCEL_PROJECT_PRODUCTION_URL: "www.leadflow.example" }),
      ),
    ).not.toThrow();
  });

  it("refuses a MAIL_CATCH_ALL that is not an address", () => {
    expect(() => loadEnv({ ...preview, MAIL_CATCH_ALL: "everyone" })).toThrow(/MAIL_CATCH_ALL/);
  });
});
