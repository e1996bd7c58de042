/** @jest-environment jsdom */
import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { SuccessPanel } from "./success-panel";
import { flowWords } from "./flow-words.fixture";

jest.mock("next/link", () => ({
  __esModule: true,
  default: ({ href, children, ...props }: React.AnchorHTMLAttributes<HTMLAnchorElement>) => (
    <a href={href} {...props}>
      {children}
    </a>
  ),
}));

const base = { email: "jane@example.com", appUrl: "https://app.example", planSelected: true, words: flowWords };

describe("SuccessPanel", () => {
  it("shows the full address (a mistyped one can be seen) and resends the e-mail with a done message", async () => {
    let settle: (value: { status: "done"; message: string }) => void = () => undefined;
    const resend = jest.fn(() => new Promise<{ status: "done"; message: string }>((resolve) => (settle = resolve)));
    render(<SuccessPanel {...base} resend={resend} />);
    expect(screen.getByText("jane@example.com")).toBeInTheDocument();
    expect(screen.queryByText(/\*\*\*/)).not.toBeInTheDocument();

    await userEvent.click(screen.getByRole("button", { name: "Resend e-mail" }));
    expect(await screen.findByRole("button", { name: "Sending..." })).toBeDisabled();
    settle({ status: "done", message: "We sent the e-mail again." });
    expect(await screen.findByText("We sent the e-mail again.")).toHaveAttribute("role", "status");
    expect(resend).toHaveBeenCalledTimes(1);
  });

  it("shows a refusal as an alert", async () => {
    const resend = jest.fn(async () => ({
      status: "failed" as const,
      code: "rate_limited" as const,
      message: "You have asked for the e-mail too often. Please try again in 5 minutes.",
    }));
    render(<SuccessPanel {...base} resend={resend} />);
    await userEvent.click(screen.getByRole("button", { name: "Resend e-mail" }));
    expect(await screen.findByRole("alert")).toHaveTextContent("too often");
  });
});
