import type { SignupValues } from "@/lib/accounts/signup/page";

/** The signup form's values as the browser holds them (its fields are uncontrolled). */
export function signupValuesOf(form: HTMLFormElement): SignupValues {
  const data = new FormData(form);
  const text = (name: string) => {
    const value = data.get(name);
    return typeof value === "string" ? value : "";
  };
  return {
    client_name: text("client_name"),
    contact_name: text("contact_name"),
    contact_email: text("contact_email"),
    contact_phone: text("contact_phone"),
    acceptTerms: data.get("acceptTerms") !== null,
  };
}
