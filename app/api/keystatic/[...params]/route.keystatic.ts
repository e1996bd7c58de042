import { makeRouteHandler } from "@keystatic/next/route-handler";
import config from "@/lib/content/keystatic/config";
import { env } from "@/lib/platform/env";

// GET/POST /api/keystatic/... – the admin UI's API: in local mode (next dev) it reads and writes the content files;
// in GitHub mode it signs staff in with GitHub and commits through GitHub's API. Present only where /keystatic is.
const github = env.keystaticGithub;

export const { GET, POST } = makeRouteHandler({
  config,
  // Local mode writes where the site reads (CONTENT_ROOT, else the project): e2e/editor-saves.spec.ts edits a copy.
  localBaseDirectory: env.contentRoot,
  ...(github ? { clientId: github.clientId, clientSecret: github.clientSecret, secret: github.secret } : {}),
});
