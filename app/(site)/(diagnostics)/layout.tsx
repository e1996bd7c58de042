import { notFound } from "next/navigation";
import { env } from "@/lib/platform/env";

// Diagnostic pages: rendered per request so ENABLE_DIAGNOSTICS is read at run time; 404 in production without it.
export const dynamic = "force-dynamic";

export default function DiagnosticsLayout({ children }: { children: React.ReactNode }) {
  if (!env.diagnosticsEnabled) notFound();
  return children;
}
