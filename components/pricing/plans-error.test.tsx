/** @jest-environment jsdom */
import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { PlansError } from "./plans-error";

describe("PlansError", () => {
  it("shows the error with a Try again button that retries", async () => {
    const onRetry = jest.fn();
    render(<PlansError message="Plans are being updated." retrying={false} onRetry={onRetry} />);
    expect(screen.getByRole("alert")).toHaveTextContent("Plans are being updated.");
    expect(screen.getByRole("alert")).toHaveAttribute("aria-busy", "false");
    await userEvent.click(screen.getByRole("button", { name: "Try again" }));
    expect(onRetry).toHaveBeenCalledTimes(1);
  });

  it("says it is retrying, is busy and ignores clicks while the retry runs, keeping focus", async () => {
    const onRetry = jest.fn();
    render(<PlansError message="Plans are being updated." retrying onRetry={onRetry} />);
    const button = screen.getByRole("button", { name: "Retrying..." });
    expect(button).toHaveAttribute("aria-disabled", "true");
    expect(button).toBeEnabled();
    expect(screen.getByRole("alert")).toHaveAttribute("aria-busy", "true");
    await userEvent.click(button);
    expect(onRetry).not.toHaveBeenCalled();
    expect(button).toHaveFocus();
  });
});
