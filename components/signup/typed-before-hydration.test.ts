/** @jest-environment jsdom */
import { valuesChangedBeforeHydration } from "./typed-before-hydration";

// The form as the server renders it: values in attributes (an input's defaultValue), nothing typed yet.
function renderedForm(): HTMLFormElement {
  document.body.innerHTML = `<form>
    <input name="client_name" value="Acme Sales">
    <input name="contact_name" value="">
    <input name="contact_email" type="email" value="" readonly>
    <input name="contact_phone" type="tel" value="">
    <input name="acceptTerms" type="checkbox">
  </form>`;
  return document.querySelector("form")!;
}

const input = (form: HTMLFormElement, name: string) => form.elements.namedItem(name) as HTMLInputElement;

describe("valuesChangedBeforeHydration", () => {
  it("is empty while every control still shows what was rendered", () => {
    expect(valuesChangedBeforeHydration(renderedForm())).toEqual({});
  });

  it("returns the fields typed over, cleared or ticked, and only those", () => {
    const form = renderedForm();
    input(form, "contact_name").value = "Asha Rao";
    input(form, "client_name").value = "";
    input(form, "acceptTerms").checked = true;
    expect(valuesChangedBeforeHydration(form)).toEqual({ contact_name: "Asha Rao", client_name: "", acceptTerms: true });
  });

  it("leaves out a read-only field", () => {
    const form = renderedForm();
    input(form, "contact_email").value = "changed@example.com";
    expect(valuesChangedBeforeHydration(form)).toEqual({});
  });
});
