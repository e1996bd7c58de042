import { cpSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { postFile } from "@/testing/content-folder";
import { contentCopy } from "@/testing/content-copy";
import { contentIssues } from "./check";

// The content check on a copy of the repository's content with one of every mistake: each is reported, once, with
// its file and field, and nothing else is.

const NOW = new Date("2026-11-27T12:00:00Z");
const POSTS = "content/blog/posts";
const COVER = "/images/blog/onboarding-tele-callers/cover.svg";
const DRAFT = "/blog-details-right-sidebar/whatsapp-follow-ups-that-get-replies";

describe("contentIssues", () => {
  it("finds no problem in the repository's content", async () => {
    expect(await contentIssues(contentCopy().root, { now: NOW })).toEqual([]);
  });

  it("reports one of every mistake, each once, and nothing else", async () => {
    const copy = contentCopy();
    // A scheduled post, and a public one linking to it, to the draft, to a missing post, and to a post whose only
    // mistake is its missing alt text (no second, false "does not exist").
    copy.write(
      `${POSTS}/scheduled-post.mdoc`,
      postFile({ fields: { title: "Scheduled", date: "2026-12-01T09:00:00+05:30", cover: COVER } }),
    );
    copy.write(
      `${POSTS}/linking-post.mdoc`,
      postFile({
        fields: { title: "Linking", date: "2026-11-01", cover: COVER },
        body: [
          `[draft](${DRAFT})`,
          "[scheduled](/blog-details-left-sidebar/scheduled-post)",
          "[missing](/blog-details-right-sidebar/no-such-post)",
          "[no alt](/blog-details-right-sidebar/onboarding-tele-callers)",
          "",
        ].join("\n\n"),
      }),
    );
    copy.edit(`${POSTS}/onboarding-tele-callers.mdoc`, /^coverAlt: .+$/m, 'coverAlt: ""');
    copy.edit(`${POSTS}/weekly-kpis-for-sales-managers.mdoc`, /^date: .+$/m, "date: 2026-02-30");
    copy.edit(`${POSTS}/ai-lead-scoring-responsibly.mdoc`, /^cover: .+$/m, "cover: /images/blog/nowhere/cover.svg");
    copy.edit(`${POSTS}/choosing-pipeline-stages.mdoc`, /^category: .+$/m, "category: Sales process");
    copy.edit("content/footer.yaml", "link: /careers", `link: ${DRAFT}`);
    copy.edit("content/landing/team.yaml", "src: /images/team/aarav-mehta.svg", "src: /images/team/nobody.svg");
    copy.edit("content/faq/faq.yaml", /- title: Is there a mobile app\?/, "- title: ''");
    // Image files that are no pictures (no size to read): a post's cover, and a photo in (a copy of) the public folder.
    copy.write("content/blog/images/speed-to-lead-first-five-minutes/cover.svg", "<p>Not a picture</p>\n");
    const publicDir = mkdtempSync(join(tmpdir(), "public-"));
    cpSync("public", publicDir, { recursive: true });
    writeFileSync(join(publicDir, "images/people/fatima-noor.svg"), "Not a picture\n");
    copy.edit("content/plan-copy.json", '"Everything in Starter"', '"Everything in Pro"');
    copy.edit("content/plan-copy.json", '"Single sign-on"', '""');

    const issues = await contentIssues(copy.root, { now: NOW, publicDir });
    const found = issues.map(({ file, field, code }) => `${file} | ${field} | ${code}`).sort();
    expect(found).toEqual(
      [
        `${POSTS}/linking-post.mdoc | body | hidden_link`,
        `${POSTS}/linking-post.mdoc | body | hidden_link`,
        `${POSTS}/linking-post.mdoc | body | broken_link`,
        `${POSTS}/onboarding-tele-callers.mdoc | coverAlt | missing`,
        `${POSTS}/weekly-kpis-for-sales-managers.mdoc | date | invalid_date`,
        `${POSTS}/ai-lead-scoring-responsibly.mdoc | cover | missing_file`,
        `${POSTS}/speed-to-lead-first-five-minutes.mdoc | cover | unreadable_file`,
        `${POSTS}/follow-up-cadences-that-convert.mdoc | category | duplicate_slug`,
        "content/footer.yaml | company #2 › link | hidden_link",
        "content/landing/team.yaml | teamData #1 › image › src | missing_file",
        "content/landing/testimonials.yaml | testimonials #3 › image › src | unreadable_file",
        "content/faq/faq.yaml | groups #2 › items #3 › title | missing",
        "content/plan-copy.json | Professional › Features #1 | invalid",
        "content/plan-copy.json | Enterprise › Features #4 | missing",
        // The new posts reuse onboarding-tele-callers' cover (a save of one would delete the others'), and the
        // pictures the edits above stopped naming are left over.
        `${POSTS}/onboarding-tele-callers.mdoc | (the file) | shared_image`,
        `${POSTS}/scheduled-post.mdoc | (the file) | shared_image`,
        "content/blog/images/ai-lead-scoring-responsibly/cover.svg | (the file) | unused_file",
        "public/images/team/aarav-mehta.svg | (the file) | unused_file",
      ].sort(),
    );
    const messages = issues.map((issue) => issue.message).join("\n");
    expect(messages).toContain("whatsapp-follow-ups-that-get-replies");
    expect(messages).toContain("no-such-post");
    expect(messages).not.toContain('onboarding-tele-callers" links to a page that does not exist');
    // In the editor's words: which plan, which line, what to write.
    expect(messages).toContain(
      '"Everything in Pro" names no plan before Professional: after "Everything in " write one of Free, Starter',
    );
    expect(messages).toContain("is empty: write the feature, or remove the line");
  });
});
