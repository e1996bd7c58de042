import { ImageResponse } from "next/og";
import { SITE_NAME, SITE_TAGLINE } from "@/lib/site";

export const alt = `${SITE_NAME}: ${SITE_TAGLINE}`;
export const size = { width: 1200, height: 630 };
export const contentType = "image/png";

// Built once at build time; every page without its own image shares it.
export default function OpengraphImage() {
  return new ImageResponse(
    (
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
          <span style={{ fontSize: 48, fontWeight: 700 }}>{SITE_NAME}</span>
        </div>
        <div style={{ display: "flex", flexDirection: "column", gap: 24 }}>
          <span style={{ fontSize: 68, fontWeight: 700, lineHeight: 1.1 }}>Capture, assign and convert every lead.</span>
          <span style={{ fontSize: 32, color: "#dbe6fe" }}>{SITE_TAGLINE}: web, mobile, AI suggestions, dashboards.</span>
        </div>
      </div>
    ),
    size,
  );
}
