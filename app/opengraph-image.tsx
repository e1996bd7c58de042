import { ImageResponse } from "next/og";
import { SOCIAL_IMAGE_SIZE, SharedImageCard } from "@/components/site/social-card";
import { siteCopy } from "@/lib/content/site-copy";

// No `alt` export: the pages' metadata names this picture with staff's alt text (lib/site/seo.ts, sharedImage).
export const size = SOCIAL_IMAGE_SIZE;
export const contentType = "image/png";

// Built once at build time; every page without its own image shares it, with staff's words (content/seo.yaml).
export default async function OpengraphImage() {
  const { site } = await siteCopy.read("seo");
  return new ImageResponse(<SharedImageCard words={site} />, size);
}
