import "server-only";

// Who may open a preview from the content editor (app/api/draft/editor): in local mode (next dev, no GitHub
// settings) the editor is the developer's own server; in GitHub mode the editor's session is a GitHub token, and
// its holder must be able to write to the content repository, as saving in the editor needs.

type Settings = { production: boolean; keystaticGithub: { repo: string } | null };

export async function editorMayPreview(
  token: string | undefined,
  settings: Settings,
  githubApi = "https://api.github.com",
): Promise<boolean> {
  if (!settings.keystaticGithub) return !settings.production;
  if (!token) return false;
  const response = await fetch(`${githubApi}/repos/${settings.keystaticGithub.repo}`, {
    headers: { authorization: `Bearer ${token}`, accept: "application/vnd.github+json" },
    signal: AbortSignal.timeout(5_000),
  });
  if (!response.ok) return false;
  const repo = (await response.json()) as { permissions?: { push?: boolean } };
  return repo.permissions?.push === true;
}
