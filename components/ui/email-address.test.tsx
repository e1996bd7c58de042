/** @jest-environment jsdom */
import { render } from "@testing-library/react";
import { EmailAddress, emailBreakParts } from "./email-address";

describe("EmailAddress", () => {
  it("may break after the @ and before each dot, nowhere else", () => {
    expect(emailBreakParts("qa-a2@example.com")).toEqual(["qa-a2@", "example", ".com"]);
    expect(emailBreakParts("first.last@mail.example-company.co.uk")).toEqual([
      "first",
      ".last@",
      "mail",
      ".example-company",
      ".co",
      ".uk",
    ]);
    expect(emailBreakParts("plain")).toEqual(["plain"]);
  });

  it("renders the whole address, with a <wbr> at each of those points", () => {
    const { container } = render(<EmailAddress address="qa-a2@example.com" />);
    const strong = container.querySelector("strong")!;
    expect(strong.textContent).toBe("qa-a2@example.com");
    expect(strong.innerHTML).toBe("qa-a2@<wbr>example<wbr>.com");
    expect(strong.className).not.toContain("break-all");
  });
});
