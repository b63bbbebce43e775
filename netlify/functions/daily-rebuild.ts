import type { Config, Context } from "@netlify/functions";

/**
 * Rebuilds the site once a day, so that an event moves from "Upcoming" to "Past events" the day after it ends
 * even when nobody edits anything. It asks Netlify for a new deploy through the site's build hook, whose
 * secret address lives in the BUILD_HOOK_URL environment variable (see README, "Daily rebuild").
 */
export const HOOK_VARIABLE = "BUILD_HOOK_URL";

interface Reply {
  status: number;
  body: string;
}

type Fetch = (url: string, init: { method: "POST"; headers: Record<string, string>; body: string }) => Promise<{ ok: boolean; status: number }>;

export async function triggerRebuild(
  env: NodeJS.ProcessEnv = process.env,
  post: Fetch = fetch,
  log: (message: string) => void = console.error,
): Promise<Reply> {
  const hook = env[HOOK_VARIABLE]?.trim();
  if (!hook) {
    const message = `${HOOK_VARIABLE} is not set: the daily rebuild cannot start. Create a build hook in Netlify and set ${HOOK_VARIABLE} to its address.`;
    log(message);
    return { status: 500, body: message };
  }
  if (!hook.startsWith("https://")) {
    const message = `${HOOK_VARIABLE} should be the https:// address of a Netlify build hook.`;
    log(message);
    return { status: 500, body: message };
  }
  try {
    // An empty JSON body: Netlify then names the trigger in the deploy list.
    const response = await post(hook, { method: "POST", headers: { "Content-Type": "application/json" }, body: "{}" });
    if (!response.ok) {
      const message = `The build hook answered ${response.status}: no rebuild was started.`;
      log(message);
      return { status: 502, body: message };
    }
    return { status: 200, body: "Rebuild requested." };
  } catch (error) {
    const message = `The build hook could not be reached: ${error instanceof Error ? error.message : String(error)}`;
    log(message);
    return { status: 502, body: message };
  }
}

/**
 * The scheduled function: Netlify calls it with a web Request (its JSON body names the next run) and logs
 * what it prints. A failed run answers with an error status and the reason, which the log shows beside it.
 */
export default async function dailyRebuild(_request: Request, _context: Context): Promise<Response> {
  const { status, body } = await triggerRebuild();
  return new Response(body, { status, headers: { "Content-Type": "text/plain; charset=utf-8" } });
}

// Every day at 06:00 UTC: 1 or 2 AM in Johns Creek, after the evening events of the day before have ended
// (Netlify's "@daily" would run at midnight UTC, 7 or 8 PM there, while they are still on).
// Written out as a literal: Netlify reads the schedule from the source when it deploys.
export const config: Config = { schedule: "0 6 * * *" };
