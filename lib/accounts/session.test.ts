import { sessionFrom, SESSION_COOKIE, type SessionCookieStore } from "./session";

// A malformed session cookie is no session: the page answers as to a visitor without one (no 500 per request).
function jar(value: string): SessionCookieStore {
  const values = new Map([[SESSION_COOKIE, value]]);
  return {
    get: (name: string) => (values.has(name) ? { name, value: values.get(name)! } : undefined),
    set: (name: string, value: string) => void values.set(name, value),
    delete: (name: string) => void values.delete(name),
  } as unknown as SessionCookieStore;
}

describe("sessionFrom", () => {
  it.each(["Fe26.2*2*a*b*c*d*e*f", "Fe26.2**", "garbage", "Fe26.2*1*" + "a".repeat(500)])(
    "reads %s as no session",
    async (value) => {
      const session = await sessionFrom(jar(value), "a-session-secret-of-at-least-32-characters");
      expect(session.clientId).toBeUndefined();
      expect(session.authToken).toBeUndefined();
    },
  );
});
