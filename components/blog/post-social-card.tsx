import { SITE_NAME } from "@/lib/site/site";
import { SocialCard } from "@/components/site/social-card";

/** blogName and byline ("By …"): staff's words (content/interface-words.yaml). */
type Props = { title: string; blogName: string; byline: string; category: string };

/** A blog post's OpenGraph image (the opengraph-image files beside the post routes): its title and author. */
export function PostSocialCard({ title, blogName, byline, category }: Props) {
  // Longer titles a size down, so every one fits in three lines.
  const titleSize = title.length > 100 ? 44 : title.length > 70 ? 54 : 64;
  return (
    <SocialCard label={`${SITE_NAME} ${blogName}`}>
      <div style={{ display: "flex", flexDirection: "column", gap: 28 }}>
        <span style={{ fontSize: 26, fontWeight: 600, color: "#bfd3fe", textTransform: "uppercase", letterSpacing: 2 }}>
          {category}
        </span>
        <span style={{ fontSize: titleSize, fontWeight: 700, lineHeight: 1.12 }}>{title}</span>
        <span style={{ fontSize: 32, color: "#dbe6fe" }}>{byline}</span>
      </div>
    </SocialCard>
  );
}
