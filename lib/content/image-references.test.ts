import { cpSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { contentCopy } from "@/testing/content-copy";
import { imageReferenceIssues } from "./image-references";

// A save in the editor deletes the picture files the entry no longer names: safe only when each picture belongs to
// one content file. The check refuses a picture two files share, or a file shares with a page's code, and a picture
// in the editor's folders nothing names (docs/editing.md, "Pictures").

function publicCopy(): string {
  const publicDir = join(mkdtempSync(join(tmpdir(), "public-")), "public");
  cpSync("public", publicDir, { recursive: true });
  return publicDir;
}

const found = (issues: ReturnType<typeof imageReferenceIssues>) =>
  issues.map(({ file, code, message }) => `${file} | ${code} | ${message}`);

describe("imageReferenceIssues", () => {
  it("finds every picture of the repository's content owned by one file and used", () => {
    expect(imageReferenceIssues(contentCopy().root, { publicDir: publicCopy() })).toEqual([]);
  });

  it("refuses the hero's picture in the features section too, naming both files", () => {
    const copy = contentCopy();
    copy.edit(
      "content/landing/feature.yaml",
      "/images/landing/feature-phone.svg",
      "/images/landing/hero-dashboard.svg",
    );
    const issues = found(imageReferenceIssues(copy.root, { publicDir: publicCopy() }));
    expect(issues).toEqual(
      expect.arrayContaining([
        expect.stringMatching(
          /^content\/landing\/hero\.yaml \| shared_image \| The image \/images\/landing\/hero-dashboard\.svg is also used by content\/landing\/feature\.yaml/,
        ),
        // The features section's own picture is now used by nothing.
        expect.stringMatching(/^public\/images\/landing\/feature-phone\.svg \| unused_file \| /),
      ]),
    );
    expect(issues).toHaveLength(2);
  });

  it("refuses a picture a page's code shows too", () => {
    const copy = contentCopy();
    copy.edit(
      "content/newsletter-outcomes.yaml",
      "/images/illustrations/newsletter-subscribed.svg",
      "/images/illustrations/thank-you.svg",
    );
    const issues = found(imageReferenceIssues(copy.root, { publicDir: publicCopy() }));
    expect(issues).toContainEqual(
      expect.stringMatching(
        /^content\/newsletter-outcomes\.yaml \| shared_image \| .*thank-you\.svg is also used by the site's code \(app\/\(site\)\/thank-you\/page\.tsx\)/,
      ),
    );
  });

  it("allows one file to show a picture twice", () => {
    const copy = contentCopy();
    copy.edit(
      "content/newsletter-outcomes.yaml",
      "/images/illustrations/newsletter-try-again.svg",
      "/images/illustrations/newsletter-link-expired.svg",
    );
    const issues = found(imageReferenceIssues(copy.root, { publicDir: publicCopy() }));
    expect(issues).toEqual([
      expect.stringMatching(/^public\/images\/illustrations\/newsletter-try-again\.svg \| unused_file \| /),
    ]);
  });

  it("reports a picture left in the editor's folders, the blog's included", () => {
    const copy = contentCopy();
    const publicDir = publicCopy();
    writeFileSync(join(publicDir, "images/landing/image/src.svg".replace("image/", "")), "<svg/>");
    copy.write("content/blog/images/onboarding-tele-callers/old-cover.svg", "<svg/>");
    expect(found(imageReferenceIssues(copy.root, { publicDir })).sort()).toEqual([
      expect.stringMatching(
        /^content\/blog\/images\/onboarding-tele-callers\/old-cover\.svg \| unused_file \| No field and no page uses the picture \/images\/blog\/onboarding-tele-callers\/old-cover\.svg/,
      ),
      expect.stringMatching(/^public\/images\/landing\/src\.svg \| unused_file \| /),
    ]);
  });
});
