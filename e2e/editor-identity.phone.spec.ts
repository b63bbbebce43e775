import path from "node:path";
import type { Page } from "@playwright/test";
import { publishedConfig } from "./support/editor";
import { expect, test, type ServedSite } from "./support/fixtures";
import { screenFacts, touchScreen } from "./support/small-screens";

/**
 * Logging in to the editor with Netlify Identity (the git-gateway setting), on a phone: the links in Netlify's
 * e-mails and a forgotten password, handled by @netlify/identity (src/cms/identity.tsx), after which Decap's
 * git-gateway backend starts with the same session. Netlify's Identity (GoTrue) and Git Gateway endpoints are
 * played here by routes on the page, as the real ones answer.
 */

function base64url(value: object): string {
  return Buffer.from(JSON.stringify(value)).toString("base64url");
}

/** An access token as GoTrue issues it (the editor reads its claims; nobody checks its signature here). */
const ACCESS_TOKEN = [
  base64url({ alg: "HS256", typ: "JWT" }),
  base64url({ sub: "user-1", email: "volunteer@example.org", exp: Math.floor(Date.now() / 1000) + 3600, app_metadata: { roles: [] } }),
  "signature",
].join(".");

const USER = {
  id: "user-1",
  email: "volunteer@example.org",
  aud: "",
  role: "",
  app_metadata: { provider: "email", roles: [] },
  user_metadata: { full_name: "Val Volunteer" },
};

interface Netlify {
  page: Page;
  /** The requests Identity received: method, path and body. */
  identity: { method: string; path: string; body: unknown }[];
  /** Resolves with the Authorization header of the editor's first request to Git Gateway. */
  gateway: Promise<string | undefined>;
}

/** A phone on the editor with Git Gateway as the backend (no local backend) and Netlify's endpoints played. */
async function withNetlify(site: ServedSite): Promise<Netlify> {
  const page = await site.newPage(375, touchScreen(375));
  const origin = site.origin;
  const identity: Netlify["identity"] = [];
  const config = publishedConfig().replace(/^local_backend: true\n/m, "");
  await page.route(`${origin}/admin/config.yml`, (route) => route.fulfill({ status: 200, contentType: "text/yaml; charset=utf-8", body: config }));
  await page.route(`${origin}/.netlify/identity/**`, async (route) => {
    const request = route.request();
    const url = new URL(request.url());
    const path = url.pathname.replace("/.netlify/identity", "");
    identity.push({ method: request.method(), path, body: request.postDataJSON() as unknown });
    const json = (body: unknown) => route.fulfill({ status: 200, contentType: "application/json", body: JSON.stringify(body) });
    if (path === "/verify" || path === "/token") {
      return json({ access_token: ACCESS_TOKEN, token_type: "bearer", expires_in: 3600, refresh_token: "refresh-1" });
    }
    if (path === "/user") return json(USER);
    if (path === "/recover") return json({});
    return route.fulfill({ status: 404, body: "{}" });
  });
  const gateway = new Promise<string | undefined>((resolve) => {
    void page.route(`${origin}/.netlify/git/**`, async (route) => {
      resolve(route.request().headers().authorization);
      await route.fulfill({ status: 503, contentType: "application/json", body: JSON.stringify({ message: "played" }) });
    });
  });
  return { page, identity, gateway };
}

/** Nothing scrolls sideways and every control is big enough to tap; EDITOR_SHOTS=<folder> keeps a screenshot. */
async function fitsThePhone(page: Page, screen: string): Promise<void> {
  if (process.env.EDITOR_SHOTS) await page.screenshot({ path: path.join(process.env.EDITOR_SHOTS, `375-identity-${screen}.png`) });
  await expect
    .poll(async () => {
      const facts = await screenFacts(page);
      return { scrollWidth: facts.scrollWidth, smallTargets: facts.smallTargets };
    })
    .toEqual({ scrollWidth: 375, smallTargets: [] });
}

test("an invitation link asks for a password, then opens the editor logged in", async ({ site }) => {
  const { page, identity, gateway } = await withNetlify(site);
  await page.goto(`${site.origin}/admin/#invite_token=invite-123`);
  await expect(page.getByRole("heading", { name: "Welcome! Choose your password" })).toBeVisible();
  await fitsThePhone(page, "invitation");
  await page.getByLabel("Password (8 characters or more)").fill("a long enough password");
  await page.getByRole("button", { name: "Save my password" }).tap();
  // Decap's git-gateway backend asks Git Gateway with the session @netlify/identity has just saved.
  expect(await gateway).toBe(`Bearer ${ACCESS_TOKEN}`);
  expect(identity).toContainEqual({
    method: "POST",
    path: "/verify",
    body: { token: "invite-123", password: "a long enough password", type: "signup" },
  });
  await expect(page).not.toHaveURL(/token/);
});

test("a forgotten password: the link under the log-in form sends a reset link", async ({ site }) => {
  const { page, identity } = await withNetlify(site);
  await page.goto(`${site.origin}/admin/`);
  // Decap's own form (no widget any more), and the link under it.
  await expect(page.getByPlaceholder("Email")).toBeVisible();
  await fitsThePhone(page, "log-in");
  await page.getByRole("link", { name: "Forgot your password?" }).tap();
  await expect(page.getByRole("heading", { name: "Forgot your password?" })).toBeVisible();
  await fitsThePhone(page, "forgotten-password");
  await page.getByLabel("Your e-mail address").fill("volunteer@example.org");
  await page.getByRole("button", { name: "Send me the link" }).tap();
  await expect(page.getByText("a link is on its way")).toBeVisible();
  expect(identity).toContainEqual({ method: "POST", path: "/recover", body: { email: "volunteer@example.org" } });
  await page.getByRole("button", { name: "Back to log in" }).tap();
  await expect(page.getByPlaceholder("Email")).toBeVisible();
});

test("a password reset link asks for the new password, saves it and opens the editor logged in", async ({ site }) => {
  const { page, identity, gateway } = await withNetlify(site);
  await page.goto(`${site.origin}/admin/#recovery_token=recovery-9`);
  await expect(page.getByRole("heading", { name: "Choose a new password" })).toBeVisible();
  await fitsThePhone(page, "new-password");
  expect(identity).toContainEqual({ method: "POST", path: "/verify", body: { token: "recovery-9", type: "recovery" } });
  await page.getByLabel("Password (8 characters or more)").fill("another long password");
  await page.getByRole("button", { name: "Save the new password" }).tap();
  expect(await gateway).toBe(`Bearer ${ACCESS_TOKEN}`);
  expect(identity).toContainEqual(
    expect.objectContaining({ method: "PUT", path: "/user", body: expect.objectContaining({ password: "another long password" }) }),
  );
});
