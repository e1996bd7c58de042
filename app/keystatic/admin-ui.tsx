"use client";

import { makePage } from "@keystatic/next/ui/app";
import config from "@/lib/content/keystatic/config";

// Keystatic's admin UI, a client app of its own. Only the /keystatic route loads it (layout.keystatic.tsx), and that
// route exists only in `next dev` and in builds configured for GitHub mode (next.config.ts, pageExtensions).
export const KeystaticAdmin = makePage(config);
