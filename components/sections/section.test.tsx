/** @jest-environment jsdom */
import { render, screen, within } from "@testing-library/react";
import { TeamSection } from "./team-section";

describe("Section", () => {
  it("names itself by its heading and, without content, shows the empty state instead of its list", () => {
    render(<TeamSection eyebrow="Team" content={null} />);
    const section = screen.getByRole("region", { name: "Our team" });
    expect(section).toHaveAttribute("id", "team");
    expect(within(section).getByText("Team")).toBeInTheDocument();
    expect(within(section).getByRole("status")).toHaveTextContent("No team content available.");
    expect(within(section).queryByRole("list")).toBeNull();
  });

  it("shows the list, not the empty state, when there is content", () => {
    const member = {
      name: "Asha Rao",
      role: "Founder",
      bio: "Sells.",
      image: { src: "/a.png", alt: "Asha", width: 10, height: 10 },
    };
    render(
      <TeamSection eyebrow="Team" content={{ heading: "People", headingText: "Who we are", teamData: [member] }} />,
    );
    const section = screen.getByRole("region", { name: "People" });
    expect(within(section).getByRole("heading", { level: 3, name: "Asha Rao" })).toBeInTheDocument();
    expect(within(section).queryByRole("status")).toBeNull();
  });
});
