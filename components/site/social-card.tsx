import type { ReactNode } from "react";
import { SITE_NAME } from "@/lib/site/site";

// The site's look for generated social images (app/opengraph-image.tsx, a blog post's card): rendered to PNG at build
// time by next/og, so inline styles and flex layout only (Satori).

export const SOCIAL_IMAGE_SIZE = { width: 1200, height: 630 };

export function SocialCard({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div
      style={{
        width: "100%",
        height: "100%",
        display: "flex",
        flexDirection: "column",
        justifyContent: "space-between",
        padding: 80,
        background: "linear-gradient(135deg, #161d53 0%, #1e2d89 55%, #2547ea 100%)",
        color: "white",
      }}
    >
      <div style={{ display: "flex", alignItems: "center", gap: 20 }}>
        <svg width="72" height="72" viewBox="0 0 32 32">
          <rect width="32" height="32" rx="8" fill="#ffffff" />
          <path d="M8 10h10l-3 4h-7z" fill="#2547ea" opacity=".55" />
          <path d="M8 16h14l-3 4H8z" fill="#2547ea" opacity=".8" />
          <path d="M8 22h18l-3 4H8z" fill="#2547ea" />
        </svg>
        <span style={{ fontSize: 48, fontWeight: 700 }}>{label}</span>
      </div>
      {children}
    </div>
  );
}

/** The site's shared picture, for a page without its own: staff's headline and text (content/seo.yaml). */
export function SharedImageCard({ words }: { words: { imageHeadline: string; imageText: string } }) {
  return (
    <SocialCard label={SITE_NAME}>
      <div style={{ display: "flex", flexDirection: "column", gap: 24 }}>
        <span style={{ fontSize: 68, fontWeight: 700, lineHeight: 1.1 }}>{words.imageHeadline}</span>
        <span style={{ fontSize: 32, color: "#dbe6fe" }}>{words.imageText}</span>
      </div>
    </SocialCard>
  );
}
