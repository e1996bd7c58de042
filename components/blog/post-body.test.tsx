/** @jest-environment jsdom */
import { Tag } from "@markdoc/markdoc";
import { render, screen } from "@testing-library/react";
import { PostBody } from "./post-body";

// A body as lib/content/blog/posts.ts hands it over: a paragraph holding one Image tag, with the size it read, if any.
const body = (image: Record<string, string | number>) => [new Tag("p", {}, [new Tag("Image", image)])];

describe("PostBody", () => {
  it("gives a body image its file's width and height, so its place is kept while it loads", () => {
    render(
      <PostBody body={body({ src: "/images/blog/a/chart.png", alt: "Leads per hour", width: 800, height: 450 })} />,
    );
    const image = screen.getByRole("img", { name: "Leads per hour" });
    expect(image).toHaveAttribute("width", "800");
    expect(image).toHaveAttribute("height", "450");
    expect(image).toHaveAttribute("loading", "lazy");
  });

  it("leaves an image it has no size for (another site's) to its own size", () => {
    render(<PostBody body={body({ src: "https://example.com/a.png", alt: "Elsewhere" })} />);
    const image = screen.getByRole("img", { name: "Elsewhere" });
    expect(image).not.toHaveAttribute("width");
    expect(image).not.toHaveAttribute("height");
  });
});
