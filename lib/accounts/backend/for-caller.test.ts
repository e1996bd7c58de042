import type { Database } from "@/lib/platform/db/client";
import { sendJson, startHttpServer } from "@/testing/http-server";
import { adminApiForCaller, remoteCaller } from "./for-caller";
import { remoteAdminApi } from "./remote";

// The route glue with its framework edges replaced: the session, the database and the backend choice.
const session = { clientId: 7, authToken: "tok_live" };
const signOut = jest.fn(async () => undefined);
jest.mock("../session", () => ({ getSession: async () => session, signOut: () => signOut() }));
jest.mock("../../platform/db", () => ({ getDb: async () => ({}) as Database }));
jest.mock("../companies/caller", () => ({
  ...jest.requireActual("../companies/caller"),
  resolveCaller: async (_db: unknown, _headers: Headers, data: { clientId?: number; authToken?: string }) => ({
    clientId: data.clientId,
    authToken: data.authToken,
  }),
}));
let remoteUrl = "";
jest.mock("./index", () => ({ adminApi: (authToken?: string) => remoteAdminApi({ baseUrl: remoteUrl, authToken }) }));

describe("the admin routes on the remote backend", () => {
  it("forward the session's token, and clear the session when the admin API answers 401", async () => {
    const remote = await startHttpServer((request, response) =>
      request.url.startsWith("/api/clients/")
        ? sendJson(response, 401, { success: false, error: "Token expired" })
        : sendJson(response, 200, {
            success: true,
            data: { allowed: true, ai_tokens_limit: 1000, requested_tokens: 0 },
          }),
    );
    remoteUrl = remote.url;
    try {
      const { caller, api } = await adminApiForCaller(new Request("http://site/api/clients/7"));
      expect(caller).toEqual({ clientId: 7, authToken: "tok_live" });

      await expect(api.validateTokenLimit({ client_id: 7, requested_tokens: 0 })).resolves.toMatchObject({
        allowed: true,
      });
      expect(remote.requests.at(-1)?.headers.authorization).toBe("Bearer tok_live");
      expect(signOut).not.toHaveBeenCalled();

      await expect(api.getClient(7)).rejects.toMatchObject({
        code: "unauthorized",
        status: 401,
        message: "Token expired",
      });
      expect(signOut).toHaveBeenCalledTimes(1);
    } finally {
      await remote.close();
    }
  });
});

describe("the caller on the remote backend", () => {
  it("is the provider's client for an API key (x-api-key or Bearer), the session's client otherwise, and 401 without either", async () => {
    const client = {
      id: 9,
      client_identifier: "LF-ABCDEF",
      client_name: "Acme",
      contact_name: "Asha",
      contact_email: "a@acme.example",
      contact_phone: "+14155550100",
      country_code: "US",
      currency_code: "USD",
      created_at: "2026-11-21T10:00:00.000Z",
    };
    const provider = await startHttpServer((request, response) =>
      request.headers["x-api-key"] === "lf_live_good"
        ? sendJson(response, 200, { success: true, client })
        : sendJson(response, 401, { success: false, error: "Invalid or missing API key" }),
    );
    try {
      const api = remoteAdminApi({ baseUrl: provider.url });
      await expect(remoteCaller(api, new Headers({ "x-api-key": "lf_live_good" }), {})).resolves.toEqual({
        clientId: 9,
        authToken: "lf_live_good",
      });
      await expect(remoteCaller(api, new Headers({ authorization: "Bearer lf_live_good" }), {})).resolves.toEqual({
        clientId: 9,
        authToken: "lf_live_good",
      });
      await expect(
        remoteCaller(api, new Headers({ authorization: "Bearer lf_live_bad" }), {
          clientId: 9,
          authToken: "lf_live_good",
        }),
      ).rejects.toMatchObject({ status: 401 });
      // A wrong key is refused even with a session, as on the embedded backend.
      await expect(
        remoteCaller(api, new Headers({ "x-api-key": "lf_live_bad" }), { clientId: 9, authToken: "lf_live_good" }),
      ).rejects.toMatchObject({ status: 401 });
      await expect(remoteCaller(api, new Headers(), { clientId: 9, authToken: "lf_live_good" })).resolves.toEqual({
        clientId: 9,
        authToken: "lf_live_good",
      });
      await expect(remoteCaller(api, new Headers(), {})).rejects.toMatchObject({ status: 401 });
      expect(provider.requests).toHaveLength(4);
    } finally {
      await provider.close();
    }
  });
});
