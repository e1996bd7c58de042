/** @jest-environment jsdom */
import { render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import type { SignupAnswer } from "@/lib/accounts/signup/page";
import { SignupForm } from "./signup-form";
import { flowWords } from "./flow-words.fixture";

const empty = { client_name: "", contact_name: "", contact_email: "", contact_phone: "", acceptTerms: false };

describe("SignupForm's phone number", () => {
  it("reads 4155550100 from a US visitor as +1 415 555 0100, shows it, and sends it in full", async () => {
    const register = jest.fn(
      async (): Promise<SignupAnswer> => ({ success: false, error: "Stop here", details: undefined }) as never,
    );
    render(
      <SignupForm
        register={register}
        initialValues={empty}
        plan={null}
        idempotencyKey="key-1"
        phoneHint="Include your country code, e.g. +1"
        signInUrl="https://app.example/login"
        words={flowWords}
        onRegistered={() => undefined}
        onResume={() => undefined}
        onReady={() => undefined}
        country="US"
      />,
    );
    await userEvent.type(screen.getByLabelText("Company Name"), "Acme Sales");
    await userEvent.type(screen.getByLabelText("Contact Name"), "Asha Rao");
    await userEvent.type(screen.getByLabelText("Email"), "asha@example.com");
    await userEvent.type(screen.getByLabelText("Phone Number"), "4155550100");
    await waitFor(() => expect(screen.getByTestId("phone-understood")).toHaveTextContent("+1 415 555 0100"));
    await userEvent.click(screen.getByRole("checkbox"));
    await userEvent.click(screen.getByRole("button", { name: "Create Account" }));
    await waitFor(() => expect(register).toHaveBeenCalled());
    expect(register.mock.calls[0]).toEqual([expect.objectContaining({ contact_phone: "+14155550100" })]);
    expect(screen.getByLabelText("Phone Number")).toHaveValue("+1 415 555 0100");
  });
});

describe("SignupForm's company name", () => {
  it("counts the characters while typing and keeps a pasted name whole, instead of cutting it at 120", async () => {
    window.sessionStorage.clear(); // the form keeps a draft of what was typed
    window.localStorage.clear();
    render(
      <SignupForm
        register={jest.fn()}
        initialValues={empty}
        plan={null}
        idempotencyKey="key-2"
        phoneHint="Include your country code, e.g. +1"
        signInUrl="https://app.example/login"
        words={flowWords}
        onRegistered={() => undefined}
        onResume={() => undefined}
        onReady={() => undefined}
        country="US"
      />,
    );
    const field = screen.getByLabelText("Company Name");
    expect(screen.getByText("0 of 120 characters")).toBeInTheDocument();
    await userEvent.click(field);
    await userEvent.paste("A".repeat(130));
    expect(field).toHaveValue("A".repeat(130));
    expect(screen.getByText("130 of 120 characters")).toBeInTheDocument();
  });
});
