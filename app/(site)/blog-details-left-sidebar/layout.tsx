import type { ReactNode } from "react";

// The post pages stay prerendered and show the approved comments read when they are rendered. An approval renders
// them again on their next visit (revalidatePath); this period (5 minutes) brings in what a build without
// DATABASE_URL could not read (it renders no comments: the embedded database is the running server's) and what
// another instance approved or removed.
export const revalidate = 300;

export default function PostPagesLayout({ children }: { children: ReactNode }) {
  return children;
}
