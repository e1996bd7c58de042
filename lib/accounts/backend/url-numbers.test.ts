import { clientIdParamSchema, tokenLimitQuerySchema, userLimitQuerySchema } from "./contract";

// Ids and counts in paths and query strings: digits only, so a look-alike never reads as another client's id.
describe("numbers in URLs", () => {
  it("read plain digits", () => {
    expect(clientIdParamSchema.parse("42")).toBe(42);
    expect(userLimitQuerySchema.parse({ client_id: "7" })).toEqual({ client_id: 7 });
    expect(tokenLimitQuerySchema.parse({ client_id: "7" })).toEqual({ client_id: 7, requested_tokens: 0 });
    expect(tokenLimitQuerySchema.parse({ client_id: "7", requested_tokens: "1500" })).toEqual({
      client_id: 7,
      requested_tokens: 1500,
    });
  });

  it("refuse what only looks like a number, with the field's name", () => {
    for (const id of ["1.0", "0x1", " 1", "1e3", "-1", ""]) {
      expect(clientIdParamSchema.safeParse(id).error?.issues[0].message).toBe("The client id must be a whole number");
    }
    expect(clientIdParamSchema.safeParse("0").error?.issues[0].message).toBe("The client id must be a positive number");
    expect(userLimitQuerySchema.safeParse({}).error?.issues[0].message).toBe("client_id is required");
    expect(tokenLimitQuerySchema.safeParse({ client_id: "7", requested_tokens: "2.5" }).error?.issues[0].message).toBe(
      "requested_tokens must be a whole number",
    );
  });
});
