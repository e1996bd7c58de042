import { SIGNUP_EXPIRED } from "@/lib/accounts/signup/signup-client";
import { sendJson, startHttpServer } from "@/testing/http-server";
import { adminApiForSignup } from "./for-caller";
import { remoteAdminApi } from "./remote";

// The payment routes' glue with ADMIN_API_URL set; its framework edges replaced: the session, the configuration
// and the backend choice. Our database must not be touched: the provider owns the client.
let session: { clientId?: number; authToken?: string } = {};
const signOut = jest.fn(async () => undefined);
jest.mock("../session", () => ({ getSession: async () => session, signOut: () => signOut() }));
jest.mock("../../platform/env/index", () => ({ env: { adminApiUrl: "http://provider.test" } }));
jest.mock("../../platform/db", () => ({
  getDb: async () => {
    throw new Error("The remote backend must not open our database.");
  },
}));
let remoteUrl = "";
jest.mock("./index", () => ({ adminApi: (authToken?: string) => remoteAdminApi({ baseUrl: remoteUrl, authToken }) }));

describe("the payment routes on the remote backend", () => {
  it("pay as the session's client with its Bearer token, and clear the session when the provider answers 401", async () => {
    const provider = await startHttpServer((request, response) =>
      request.url === "/api/payments/confirm-stripe-payment"
        ? sendJson(response, 401, { success: false, error: "Token expired" })
        : sendJson(response, 200, {
            success: true,
            data: {
              gateway: "stripe",
              client_secret: "pi_1_secret",
              payment_intent_id: "pi_1",
              amount: 2900,
              currency: "USD",
            },
          }),
    );
    remoteUrl = provider.url;
    session = { clientId: 7, authToken: "lf_live_key" };
    try {
      const { clientId, api } = await adminApiForSignup();
      expect(clientId).toBe(7);
      await expect(api.createPayment("stripe", clientId, { country_code: "US" })).resolves.toMatchObject({
        payment_intent_id: "pi_1",
        amount: 2900,
      });
      expect(provider.requests.at(-1)?.headers.authorization).toBe("Bearer lf_live_key");
      expect(signOut).not.toHaveBeenCalled();

      await expect(api.confirmPayment("stripe", clientId, { payment_intent_id: "pi_1" })).rejects.toMatchObject({
        code: "unauthorized",
        message: "Token expired",
      });
      expect(signOut).toHaveBeenCalledTimes(1);
    } finally {
      await provider.close();
    }
  });

  it("refuses a visitor without a signup session before calling the provider", async () => {
    session = {};
    await expect(adminApiForSignup()).rejects.toMatchObject({ code: "unauthorized", message: SIGNUP_EXPIRED });
  });
});
