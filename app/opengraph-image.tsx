import { ImageResponse } from "next/og";
import { SOCIAL_IMAGE_SIZE, SocialCard } from "@/components/site/social-card";
import { SITE_NAME, SITE_TAGLINE } from "@/lib/site/site";

export const alt = `${SITE_NAME}: ${SITE_TAGLINE}`;
export const size = SOCIAL_IMAGE_SIZE;
export const contentType = "image/png";

// Built once at build time; every page without its own image shares it.
export default function OpengraphImage() {
  return new ImageResponse(
    <SocialCard label={SITE_NAME}>
      <div style={{ display: "flex", flexDirection: "column", gap: 24 }}>
        <span style={{ fontSize: 68, fontWeight: 700, lineHeight: 1.1 }}>Capture, assign and convert every lead.</span>
        <span style={{ fontSize: 32, color: "#dbe6fe" }}>{SITE_TAGLINE}: web, mobile, AI suggestions, dashboards.</span>
      </div>
    </SocialCard>,
    size,
  );
}
