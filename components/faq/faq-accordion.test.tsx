/** @jest-environment jsdom */
import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { FaqAccordion } from "./faq-accordion";
import { SingleOpenFaq } from "./single-open-faq";

const items = [
  { title: "First question", content: "First answer" },
  { title: "Second question", content: "Second answer" },
  { title: "Third question", content: "Third answer" },
];

const question = (name: string) => screen.getByRole("button", { name });

describe("FaqAccordion", () => {
  it("opens the first item and keeps one item open at a time", async () => {
    const user = userEvent.setup();
    render(<FaqAccordion items={items} />);
    expect(question("First question")).toHaveAttribute("aria-expanded", "true");
    expect(screen.getByText("First answer")).toBeVisible();

    await user.click(question("Second question"));
    expect(question("Second question")).toHaveAttribute("aria-expanded", "true");
    expect(question("First question")).toHaveAttribute("aria-expanded", "false");
    expect(screen.getByText("First answer")).not.toBeVisible();

    await user.click(question("Second question"));
    expect(question("Second question")).toHaveAttribute("aria-expanded", "false");
  });

  it("starts closed when initiallyOpen is null", () => {
    render(<FaqAccordion items={items} initiallyOpen={null} />);
    for (const item of items) expect(question(item.title)).toHaveAttribute("aria-expanded", "false");
  });

  it("moves focus with the arrow keys, Home and End, wrapping at both ends", async () => {
    const user = userEvent.setup();
    render(<FaqAccordion items={items} />);
    question("First question").focus();

    await user.keyboard("{ArrowDown}");
    expect(question("Second question")).toHaveFocus();
    await user.keyboard("{End}");
    expect(question("Third question")).toHaveFocus();
    await user.keyboard("{ArrowDown}");
    expect(question("First question")).toHaveFocus();
    await user.keyboard("{ArrowUp}");
    expect(question("Third question")).toHaveFocus();
    await user.keyboard("{Home}");
    expect(question("First question")).toHaveFocus();
    // Moving focus does not change which item is open.
    expect(question("First question")).toHaveAttribute("aria-expanded", "true");
  });

  it("keeps one item open across every accordion inside a SingleOpenFaq", async () => {
    const user = userEvent.setup();
    const others = [
      { title: "Fourth question", content: "Fourth answer" },
      { title: "Fifth question", content: "Fifth answer" },
    ];
    render(
      <SingleOpenFaq initiallyOpen="Fourth question">
        <FaqAccordion items={items} />
        <FaqAccordion items={others} />
      </SingleOpenFaq>,
    );
    const expanded = () => screen.queryAllByRole("button", { expanded: true }).map((button) => button.textContent);
    expect(expanded()).toEqual(["Fourth question+"]);

    await user.click(question("Second question"));
    expect(expanded()).toEqual(["Second question+"]);
    expect(screen.getByText("Fourth answer")).not.toBeVisible();

    await user.click(question("Fifth question"));
    expect(expanded()).toEqual(["Fifth question+"]);
    expect(screen.getByText("Second answer")).not.toBeVisible();

    await user.click(question("Fifth question"));
    expect(expanded()).toEqual([]);
  });
});
