import type { SignupValues } from "@/lib/clients/signup-page";
import { SIGNUP_FIELDS } from "@/lib/validation/signup";

const TEXT_FIELDS = SIGNUP_FIELDS.filter((field) => field !== "acceptTerms");

/**
 * What the visitor typed into the server-rendered form (or the browser put back on Back) before React took it
 * over. Hydration keeps such values on screen but not in the form's state, so the next render would wipe them and
 * a submit would send the rendered ones. A control whose value still equals the one rendered is left out.
 */
export function valuesChangedBeforeHydration(form: HTMLFormElement): Partial<SignupValues> {
  const changed: Partial<SignupValues> = {};
  for (const name of TEXT_FIELDS) {
    const input = form.elements.namedItem(name);
    if (input instanceof HTMLInputElement && !input.readOnly && input.value !== input.defaultValue) changed[name] = input.value;
  }
  const terms = form.elements.namedItem("acceptTerms");
  if (terms instanceof HTMLInputElement && terms.checked !== terms.defaultChecked) changed.acceptTerms = terms.checked;
  return changed;
}
