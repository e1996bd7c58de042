import { z } from "zod";
import { fieldErrors, formStateOf, formValues, toFieldErrors } from "./forms";

describe("form helpers", () => {
  const schema = z.object({
    name: z.string().trim().min(1, "Name is required").min(2, "Name must be at least 2 characters long"),
    email: z.string().trim().min(1, "Email is required"),
  });

  it("keeps only the first message per field", () => {
    const result = schema.safeParse({ name: " ", email: "" });
    expect(result.success).toBe(false);
    expect(toFieldErrors(result.error!)).toEqual({ name: "Name is required", email: "Email is required" });
  });

  it("returns the typed string values of the listed fields only", () => {
    const form = new FormData();
    form.set("name", "Ada");
    form.set("secret", "x");
    form.set("file", new Blob(["x"]));
    expect(formValues(form, ["name", "email", "file"] as const)).toEqual({ name: "Ada" });
  });

  it("keeps only the listed fields when given a list", () => {
    const issues = [
      { path: ["email"], message: "Email is required" },
      { path: ["website"], message: "honeypot" },
      { path: [], message: "form-level" },
      { path: ["email"], message: "second" },
    ];
    expect(fieldErrors(issues, ["email"] as const)).toEqual({ email: "Email is required" });
    expect(fieldErrors(issues)).toEqual({ email: "Email is required", website: "honeypot" });
  });
});

describe("formStateOf", () => {
  const values = { email: "not-an-address" };
  it("keeps what was typed for an invalid or failed answer, and drops it when done", () => {
    expect(
      formStateOf({ status: "invalid", fieldErrors: { email: "Please enter a valid email address" } }, values),
    ).toEqual({
      status: "invalid",
      code: "invalid_input",
      fieldErrors: { email: "Please enter a valid email address" },
      values,
    });
    expect(
      formStateOf({ status: "failed", message: "Too many attempts. Please try again in 2 minutes." }, values),
    ).toEqual({
      status: "failed",
      code: "refused",
      message: "Too many attempts. Please try again in 2 minutes.",
      values,
    });
    expect(formStateOf({ status: "done", message: "Almost there!" }, values)).toEqual({
      status: "done",
      message: "Almost there!",
    });
  });
});
