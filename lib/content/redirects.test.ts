import { execFileSync } from "node:child_process";
import { readFileSync, renameSync } from "node:fs";
import { join } from "node:path";
import nextConfig from "@/next.config";
import { postFile } from "@/testing/content-folder";
import { contentCopy } from "@/testing/content-copy";
import { contentCheck, contentIssues } from "./check";
import { readRedirects, redirectRules } from "./redirects";

// Staff's redirects become next.config.ts redirects(); a renamed post without one is refused by the content check.

const POSTS = "content/blog/posts";
const NOW = new Date("2026-11-27T12:00:00Z");

describe("redirects", () => {
  it("next.config redirects() sends a renamed post's old address, under both blog layouts, to its new one", async () => {
    const rules = await nextConfig("phase-production-build").redirects!();
    // The repository's file: empty today, so the rules come from a copy below.
    expect(rules).toEqual(redirectRules(readRedirects(process.cwd()).redirects));
    const copy = contentCopy();
    copy.write(
      "content/redirects.json",
      JSON.stringify({
        redirects: [
          { from: "/blog-details-right-sidebar/old-slug", to: "/blog-details-right-sidebar/new-slug", permanent: true },
          { from: "/old-pricing", to: "/pricing", permanent: false },
        ],
      }),
    );
    expect(redirectRules(readRedirects(copy.root).redirects)).toEqual([
      {
        source: "/blog-details-right-sidebar/old-slug",
        destination: "/blog-details-right-sidebar/new-slug",
        permanent: true,
      },
      {
        source: "/blog-details-left-sidebar/old-slug",
        destination: "/blog-details-right-sidebar/new-slug",
        permanent: true,
      },
      { source: "/old-pricing", destination: "/pricing", permanent: false },
    ]);
  });

  it("the content check refuses a renamed post until its redirect is there, and names the new address", async () => {
    const copy = contentCopy();
    const git = (...args: string[]) => execFileSync("git", args, { cwd: copy.root, stdio: "ignore" });
    git("init", "-q");
    git("add", ".");
    git("-c", "user.name=t", "-c", "user.email=t@example.com", "commit", "-qm", "content");
    renameSync(
      join(copy.root, POSTS, "onboarding-tele-callers.mdoc"),
      join(copy.root, POSTS, "onboarding-telecallers.mdoc"),
    );

    const issues = await contentIssues(copy.root, { now: NOW });
    expect(issues).toEqual([
      expect.objectContaining({
        file: "content/redirects.json",
        code: "broken_link",
        message: expect.stringContaining("to /blog-details-right-sidebar/onboarding-telecallers"),
      }),
    ]);

    copy.write(
      "content/redirects.json",
      JSON.stringify({
        redirects: [
          {
            from: "/blog-details-right-sidebar/onboarding-tele-callers",
            to: "/blog-details-right-sidebar/onboarding-telecallers",
            permanent: true,
          },
        ],
      }),
    );
    expect(await contentIssues(copy.root, { now: NOW })).toEqual([]);
  });

  it("accepts a link to a renamed post's old address once it is redirected, with a note naming the new one", async () => {
    const copy = contentCopy();
    const git = (...args: string[]) => execFileSync("git", args, { cwd: copy.root, stdio: "ignore" });
    git("init", "-q");
    git("add", ".");
    git("-c", "user.name=t", "-c", "user.email=t@example.com", "commit", "-qm", "content");
    renameSync(
      join(copy.root, POSTS, "onboarding-tele-callers.mdoc"),
      join(copy.root, POSTS, "onboarding-telecallers.mdoc"),
    );
    const OLD = "/blog-details-right-sidebar/onboarding-tele-callers";
    const NEW = "/blog-details-right-sidebar/onboarding-telecallers";
    copy.write("content/redirects.json", JSON.stringify({ redirects: [{ from: OLD, to: NEW, permanent: true }] }));
    // Links written before the rename: in a post's body (under the other layout, which the redirect covers too) and
    // in the footer.
    copy.edit(
      `${POSTS}/speed-to-lead-first-five-minutes.mdoc`,
      "## Why minutes matter more than days",
      "Train your callers first: [onboarding](/blog-details-left-sidebar/onboarding-tele-callers).\n\n## Why minutes matter more than days",
    );
    copy.edit("content/footer.yaml", "link: /careers", `link: ${OLD}`);

    const { issues, notes } = await contentCheck(copy.root, { now: NOW });
    expect(issues).toEqual([]);
    expect(notes).toEqual([
      {
        file: `${POSTS}/speed-to-lead-first-five-minutes.mdoc`,
        field: "body",
        message: expect.stringMatching(
          /^"\/blog-details-left-sidebar\/onboarding-tele-callers" is redirected to \/blog-details-right-sidebar\/onboarding-telecallers: link to it directly \(line \d+ of the body\)$/,
        ),
      },
      {
        file: "content/footer.yaml",
        field: expect.any(String),
        message: `"${OLD}" is redirected to ${NEW}: link to it directly`,
      },
    ]);
    expect(await contentIssues(copy.root, { now: NOW })).toEqual([]);
  });

  it("refuses a redirect from a live post, twice the same address, or to a post that does not exist", async () => {
    const copy = contentCopy();
    // A picture of its own: one two posts share is a mistake of its own (lib/content/image-references.ts).
    copy.write(
      "content/blog/images/extra/cover.svg",
      readFileSync("content/blog/images/onboarding-tele-callers/cover.svg", "utf8"),
    );
    copy.write(`${POSTS}/extra.mdoc`, postFile({ fields: { cover: "/images/blog/extra/cover.svg" } }));
    copy.write(
      "content/redirects.json",
      JSON.stringify({
        redirects: [
          { from: "/blog-details-right-sidebar/extra", to: "/pricing", permanent: true },
          { from: "/a", to: "/blog-details-right-sidebar/nowhere", permanent: true },
          { from: "/a", to: "/pricing", permanent: true },
        ],
      }),
    );
    const found = (await contentIssues(copy.root, { now: NOW })).map(({ field, code }) => `${field} ${code}`);
    expect(found).toEqual([
      "redirects #1 › from invalid",
      "redirects #3 › from duplicate_slug",
      "redirects #2 › to broken_link",
    ]);
  });
});
