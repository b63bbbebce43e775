/**
 * How staff log in to the content editor at /admin/ and how it saves their changes: one setting for the whole
 * project, written into /admin/config.yml by every build with the rest of the editor's configuration
 * (src/node/generate/cms-config.ts), and read by the editor's page (src/cms/index.tsx) and its
 * Content-Security-Policy (src/node/post-build/csp.ts).
 *
 * It lives here, in the code, rather than in data/site.json or in an environment variable:
 * - not in data/: staff edit data/ in the editor itself, and one wrong save there would switch everyone to a
 *   log-in nobody has (GitHub accounts), with no way back through the editor;
 * - not in the environment: the configuration deployed would then differ from the one the tests build, and the
 *   choice would be invisible in the repository.
 * A change here goes through review like any code, and the next build writes it into config.yml.
 *
 * - "git-gateway": staff log in with Netlify Identity (invitation, e-mail and password) and Netlify's Git
 *   Gateway commits for them: nobody needs a GitHub account. Netlify marks Git Gateway as deprecated (it works,
 *   but gets no fixes); it is still the only Netlify route without GitHub accounts. The default.
 * - "github": each person logs in with their own GitHub account, through Netlify's OAuth provider, and needs
 *   write access to `repo`. For organizations whose staff have GitHub accounts, or if Git Gateway stops working.
 */
export type EditorBackend = { name: "git-gateway" } | { name: "github"; repo: string };

export const EDITOR_BACKEND: EditorBackend = { name: "git-gateway" };

/** The branch the editor publishes to, and opens its drafts from. */
export const PUBLISH_BRANCH = "main";

/** The `backend` block of Decap's configuration for a setting. */
export function backendConfig(backend: EditorBackend): Record<string, unknown> {
  // A published draft becomes one commit on main, whatever the number of saves it took.
  const common = { branch: PUBLISH_BRANCH, squash_merges: true };
  if (backend.name === "git-gateway") return { name: "git-gateway", ...common };
  // Netlify's OAuth provider (Decap's default for github, written out): the site's Netlify account holds the
  // GitHub OAuth app, under Site configuration > Access & security > OAuth.
  return { name: "github", repo: backend.repo, ...common, base_url: "https://api.netlify.com", auth_endpoint: "auth" };
}

/** Where, besides the site itself, the editor's page talks to for this setting (for its Content-Security-Policy). */
export function backendOrigins(backend: EditorBackend): { connect: string[]; img: string[] } {
  if (backend.name === "git-gateway") return { connect: [], img: [] };
  // The GitHub API (entries, drafts, pictures) and the people's GitHub avatars in the editor's header.
  return { connect: ["https://api.github.com"], img: ["https://avatars.githubusercontent.com"] };
}
