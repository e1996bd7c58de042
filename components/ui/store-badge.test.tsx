/** @jest-environment jsdom */
import { render, screen } from "@testing-library/react";
import type { StoreLink } from "@/lib/content/download";
import { StoreBadge } from "./store-badge";

const store = (listing: string | null): StoreLink => ({
  platform: "ios",
  store: "App Store",
  device: "iPhone and iPad",
  listing,
  badge: { src: "/images/landing/app-store-badge.svg", alt: "Download on the App Store", width: 180, height: 54 },
});

describe("StoreBadge", () => {
  it("links the badge to the app's listing", () => {
    render(<StoreBadge store={store("https://apps.apple.com/app/leadflow/id123")} comingSoon="Coming soon" />);
    expect(screen.getByRole("link", { name: "Download on the App Store" })).toHaveAttribute(
      "href",
      "https://apps.apple.com/app/leadflow/id123",
    );
    expect(screen.queryByText("Coming soon")).toBeNull();
  });

  it("says its words for coming soon, with no link, while there is no listing", () => {
    render(<StoreBadge store={store(null)} comingSoon="Coming soon" />);
    expect(screen.queryByRole("link")).toBeNull();
    expect(screen.getByRole("img", { name: "Download on the App Store" })).toBeInTheDocument();
    expect(screen.getByText("Coming soon")).toBeInTheDocument();
  });
});
