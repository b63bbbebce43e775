/** @jest-environment node */
import { execFileSync } from "node:child_process";
import { mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { buildSync } from "esbuild";
import type { Context } from "@netlify/functions";
import dailyRebuild, { config, HOOK_VARIABLE, runDailyRebuild, type Fetch } from "../netlify/functions/daily-rebuild";
import { localDay } from "../src/lib/datetime";
import { buildInfo, decideRebuild, isScheduledRebuild, type BuildInfo, type EndingEvent } from "../src/node/post-build/build-info";

const HOOK = "https://api.netlify.com/build_hooks/0123456789abcdef";
const SITE = "https://kindredminds.example.org";
const ZONE = "America/New_York";
const ENV = { [HOOK_VARIABLE]: HOOK };

/** Two events on the evening of Friday, November 20, 2026, in Johns Creek (EST, UTC-5), and one a week later. */
const EVENTS: EndingEvent[] = [
  { title: "Workshop", endsAt: "2026-11-20T18:00:00-05:00" },
  { title: "Gala", endsAt: "2026-11-20T22:00:00-05:00" },
  { title: "Open House", endsAt: "2026-11-27T16:00:00-05:00" },
];

/** What the site would publish if built at `at`. */
const builtAt = (at: string, scheduled = false) => buildInfo(EVENTS, at, ZONE, scheduled);

interface Answer {
  status?: number;
  body?: string;
  error?: Error;
}

/**
 * A fake network: GET <site>/build.json answers `file`, a POST to the hook answers `hook`; every request is kept.
 */
function network(file: Answer | BuildInfo, hook: Answer = { status: 200 }) {
  const requests: { url: string; method: string; body: string }[] = [];
  const answer = ({ status = 200, body = "", error }: Answer): ReturnType<Fetch> =>
    error ? Promise.reject(error) : Promise.resolve({ ok: status >= 200 && status < 300, status, text: () => Promise.resolve(body) });
  const fetch: Fetch = (url, init = {}) => {
    // The function posts a JSON string, or nothing.
    requests.push({ url, method: init.method ?? "GET", body: (init.body as string | undefined) ?? "" });
    if (url.startsWith(HOOK)) return answer(hook);
    if (url === `${SITE}/build.json`) return answer("builtAt" in file ? { body: JSON.stringify(file) } : file);
    return answer({ status: 404 });
  };
  const posts = () => requests.filter((request) => request.method === "POST");
  return { fetch, requests, posts };
}

/** Runs the function at `now` against a fake network, with its log and errors kept apart. */
async function runAt(now: string, net: ReturnType<typeof network>, env: NodeJS.ProcessEnv = ENV) {
  const log = jest.fn();
  const error = jest.fn();
  const reply = await runDailyRebuild({ env, siteUrl: SITE, now: () => new Date(now), fetch: net.fetch, log, error });
  return { reply, logged: log.mock.calls.map(([line]) => String(line)), errors: error.mock.calls.map(([line]) => String(line)) };
}

describe("the scheduled rebuild's decision", () => {
  it("does nothing while the next change is ahead", async () => {
    const net = network(builtAt("2026-11-20T12:00:00Z"));
    const { reply, logged, errors } = await runAt("2026-11-20T20:00:00Z", net);
    expect(net.requests).toEqual([{ url: `${SITE}/build.json`, method: "GET", body: "" }]);
    expect(reply.status).toBe(200);
    expect(logged).toEqual([expect.stringContaining('Nothing is due. Next change: 2026-11-20T23:00:00.000Z ("Workshop" ends')]);
    expect(errors).toEqual([]);
  });

  it("asks for one rebuild once the next change has passed, named in Netlify's deploy list and marked as its own", async () => {
    const net = network(builtAt("2026-11-20T12:00:00Z"));
    const { reply, logged, errors } = await runAt("2026-11-21T06:00:00Z", net);
    expect(net.posts()).toHaveLength(1);
    const [post] = net.posts();
    const url = new URL(post?.url ?? "");
    expect(url.origin + url.pathname).toBe(HOOK);
    expect(url.searchParams.get("trigger_title")).toMatch(/^Scheduled rebuild: "Workshop" ends/);
    // The build it starts can tell it was the scheduled rebuild (Netlify hands it the body).
    expect(isScheduledRebuild({ INCOMING_HOOK_BODY: post?.body })).toBe(true);
    expect(isScheduledRebuild({ INCOMING_HOOK_BODY: encodeURIComponent(post?.body ?? "") })).toBe(true);
    expect(isScheduledRebuild({})).toBe(false);
    expect(reply).toEqual({ status: 200, body: expect.stringMatching(/^Rebuild requested\. Due since 2026-11-20T23:00:00\.000Z/) as unknown });
    expect(logged).toEqual([expect.stringContaining("Due since 2026-11-20T23:00:00.000Z")]);
    expect(errors).toEqual([]);
  });

  it("rebuilds once for several events ending on the same evening, then waits for the next change", async () => {
    // The morning's build names the first of Friday's two ends; by Saturday's run both have passed.
    const friday = builtAt("2026-11-20T12:00:00Z");
    expect(friday.nextChange).toBe("2026-11-20T23:00:00.000Z");
    const first = network(friday);
    await runAt("2026-11-21T06:00:00Z", first);
    expect(first.posts()).toHaveLength(1);
    // The rebuilt site names the next week's event; Saturday's second look and Sunday's run find nothing due.
    const rebuilt = builtAt("2026-11-21T06:02:00Z", true);
    expect(rebuilt.nextChange).toBe("2026-11-27T21:00:00.000Z");
    const after = network(rebuilt);
    await runAt("2026-11-21T15:00:00Z", after);
    await runAt("2026-11-22T06:00:00Z", after);
    expect(after.posts()).toEqual([]);
  });

  it("counts a change older than the live build as done: a publish after the event already rebuilt the site", () => {
    const info: BuildInfo = { ...builtAt("2026-11-20T12:00:00Z"), builtAt: "2026-11-21T01:00:00.000Z" };
    expect(decideRebuild(new Date("2026-11-21T06:00:00Z"), { ok: true, info })).toEqual({
      rebuild: false,
      why: expect.stringContaining("after the change of 2026-11-20T23:00:00.000Z") as unknown,
    });
  });

  it("allows itself one rebuild a day: a second run on a day already rebuilt waits for the next day", async () => {
    // Saturday's scheduled rebuild went out at 10:00 Johns Creek time; an event ended at 11:00 that day.
    const live = { ...buildInfo([{ title: "Brunch", endsAt: "2026-11-21T11:00:00-05:00" }], "2026-11-21T15:00:00Z", ZONE, true) };
    const net = network(live);
    const { reply, logged } = await runAt("2026-11-21T20:00:00Z", net);
    expect(net.posts()).toEqual([]);
    expect(reply.status).toBe(200);
    expect(logged).toEqual([expect.stringMatching(/already rebuilt today \(2026-11-21 in America\/New_York\).*next run does it/)]);
    // The next day on the organization's calendar, it goes ahead.
    await runAt("2026-11-22T06:00:00Z", net);
    expect(net.posts()).toHaveLength(1);
  });

  it("does not count a publish by staff against the day's rebuild", async () => {
    const live = buildInfo([{ title: "Brunch", endsAt: "2026-11-21T11:00:00-05:00" }], "2026-11-21T15:00:00Z", ZONE, false);
    const net = network(live);
    await runAt("2026-11-21T20:00:00Z", net);
    expect(net.posts()).toHaveLength(1);
  });

  it.each([
    [
      "missing",
      { status: 404, body: "Not Found" },
      /build\.json could not be read \(https:\/\/kindredminds\.example\.org\/build\.json answered 404\)/,
    ],
    ["not JSON", { body: "<!doctype html><title>Site not available</title>" }, /is not what the build writes: it is not JSON/],
    [
      "JSON of another shape",
      { body: JSON.stringify({ builtAt: "yesterday", nextChange: null }) },
      /its builtAt \("yesterday"\) is not a date and time/,
    ],
    ["out of reach", { error: new Error("getaddrinfo ENOTFOUND kindredminds.example.org") }, /could not be reached: getaddrinfo ENOTFOUND/],
  ])("rebuilds once, and says why as an error, when build.json is %s", async (_case, answer, wording) => {
    const net = network(answer);
    const { reply, errors } = await runAt("2026-11-21T06:00:00Z", net);
    expect(net.posts()).toHaveLength(1);
    expect(new URL(net.posts()[0]?.url ?? "").searchParams.get("trigger_title")).toBe("Scheduled rebuild: build.json unreadable");
    expect(reply.status).toBe(200);
    expect(errors).toEqual([expect.stringMatching(wording)]);
  });

  it("rebuilds when the site's address is unknown, rather than never", async () => {
    const net = network(builtAt("2026-11-20T12:00:00Z"));
    const error = jest.fn();
    await runDailyRebuild({ env: ENV, siteUrl: undefined, now: () => new Date("2026-11-21T06:00:00Z"), fetch: net.fetch, log: jest.fn(), error });
    expect(net.posts()).toHaveLength(1);
    expect(error).toHaveBeenCalledWith(expect.stringContaining("the site's address is unknown"));
  });

  it.each([
    ["answers 500", { status: 500 }, /The build hook answered 500: no rebuild was started\. Due since/],
    ["cannot be reached", { error: new Error("socket hang up") }, /The build hook could not be reached: socket hang up/],
  ])("reports a hook that %s, in its answer and as an error", async (_case, hook, wording) => {
    const net = network(builtAt("2026-11-20T12:00:00Z"), hook);
    const { reply, errors } = await runAt("2026-11-21T06:00:00Z", net);
    expect(net.posts()).toHaveLength(1);
    expect(reply.status).toBe(502);
    expect(reply.body).toMatch(wording);
    expect(errors).toEqual([expect.stringMatching(wording)]);
  });

  it("reports a missing or wrong BUILD_HOOK_URL before anything else, instead of silently doing nothing", async () => {
    const missing = network(builtAt("2026-11-20T12:00:00Z"));
    const { reply, errors } = await runAt("2026-11-21T06:00:00Z", missing, {});
    expect(missing.requests).toEqual([]);
    expect(reply.status).toBe(500);
    expect(errors).toEqual([expect.stringContaining(`${HOOK_VARIABLE} is not set`)]);
    const plain = network(builtAt("2026-11-20T12:00:00Z"));
    expect((await runAt("2026-11-21T06:00:00Z", plain, { [HOOK_VARIABLE]: "http://example.org/hook" })).reply.status).toBe(500);
    expect(plain.requests).toEqual([]);
  });
});

/**
 * The function against a site that really rebuilds: each request to the hook publishes, a few minutes later, the
 * build.json that a build at that moment writes. Run for weeks on a fake clock, on a schedule.
 */
async function simulate(events: EndingEvent[], { from, days, everyHours }: { from: string; days: number; everyHours: number }) {
  let live = buildInfo(events, from, ZONE);
  let pending: { at: number; info: BuildInfo } | null = null;
  let clock = Date.parse(from);
  const rebuilds: string[] = [];
  const fetch: Fetch = (_url, init = {}) => {
    if (pending && pending.at <= clock) [live, pending] = [pending.info, null];
    if (init.method === "POST") {
      rebuilds.push(new Date(clock).toISOString());
      // The build runs as of the moment it starts; it goes live four minutes later.
      pending = { at: clock + 4 * 60_000, info: buildInfo(events, new Date(clock).toISOString(), ZONE, true) };
      return Promise.resolve({ ok: true, status: 200, text: () => Promise.resolve("") });
    }
    return Promise.resolve({ ok: true, status: 200, text: () => Promise.resolve(JSON.stringify(live)) });
  };
  const end = clock + days * 24 * 3_600_000;
  for (clock += 3_600_000; clock < end; clock += everyHours * 3_600_000) {
    await runDailyRebuild({ env: ENV, siteUrl: SITE, now: () => new Date(clock), fetch, log: () => undefined, error: () => undefined });
  }
  return { rebuilds, stale: live.nextChange !== null && Date.parse(live.nextChange) < clock - everyHours * 3_600_000 };
}

describe("the scheduled rebuild over weeks", () => {
  // A month of events: two on one evening, one the next afternoon, one a week on, one just after midnight.
  const month: EndingEvent[] = [
    ...EVENTS,
    { title: "Walk", endsAt: "2026-11-21T15:00:00-05:00" },
    { title: "Late show", endsAt: "2026-12-04T00:30:00-05:00" },
  ];

  it("runs daily at 06:00 UTC and rebuilds exactly on the mornings after a day with a change", async () => {
    const { rebuilds, stale } = await simulate(month, { from: "2026-11-16T05:00:00Z", days: 28, everyHours: 24 });
    // Friday's two events and Saturday's walk: one rebuild each morning; the 27th; the early hours of Dec. 4.
    expect(rebuilds).toEqual(["2026-11-21T06:00:00.000Z", "2026-11-22T06:00:00.000Z", "2026-11-28T06:00:00.000Z", "2026-12-04T06:00:00.000Z"]);
    expect(stale).toBe(false);
  });

  it("never rebuilds twice on one day of the organization's calendar, even when run every hour", async () => {
    const { rebuilds, stale } = await simulate(month, { from: "2026-11-16T05:00:00Z", days: 28, everyHours: 1 });
    const days = rebuilds.map((at) => localDay(at, ZONE));
    expect(new Set(days).size).toBe(days.length);
    // Every change is taken within the hour, or at the first run of the next day when its own day has had its
    // rebuild: Friday's second event at Saturday's midnight, Saturday's walk at Sunday's.
    expect(days).toEqual(["2026-11-20", "2026-11-21", "2026-11-22", "2026-11-27", "2026-12-04"]);
    expect(stale).toBe(false);
  });

  it("rebuilds once at New Year and not otherwise when no event is ahead", async () => {
    const { rebuilds } = await simulate([], { from: "2026-12-01T05:00:00Z", days: 60, everyHours: 24 });
    expect(rebuilds).toEqual(["2027-01-01T06:00:00.000Z"]);
  });
});

describe("the scheduled function", () => {
  it("runs every day at 06:00 UTC, declared as a literal Netlify reads from the source", () => {
    expect(config.schedule).toBe("0 6 * * *");
    const source = readFileSync(path.join(__dirname, "../netlify/functions/daily-rebuild.ts"), "utf8");
    const cron = /export const config: Config = \{ schedule: "([^"]+)" \}/.exec(source)?.[1] ?? "";
    const [minute, hour, ...rest] = cron.split(" ");
    expect([Number(minute), Number(hour), rest]).toEqual([0, 6, ["*", "*", "*"]]);
    // A scheduled function of the current API: a default export taking a Request, no legacy handler.
    expect(source).not.toMatch(/export const handler|\bschedule\(/);
  });

  it("bundles into an ES module that loads, the way Netlify bundles a function: nothing in it needs __dirname", () => {
    const dir = mkdtempSync(path.join(tmpdir(), "daily-rebuild-"));
    const out = path.join(dir, "daily-rebuild.mjs");
    buildSync({
      entryPoints: [path.join(__dirname, "../netlify/functions/daily-rebuild.ts")],
      bundle: true,
      platform: "node",
      format: "esm",
      outfile: out,
      logLevel: "silent",
    });
    // Loaded from a module file: `node -e` would lend the bundle a global __dirname that a function does not have.
    const loader = path.join(dir, "load.mjs");
    writeFileSync(loader, `const loaded = await import(${JSON.stringify(out)});\nconsole.log(loaded.config.schedule);\n`);
    expect(execFileSync(process.execPath, [loader], { encoding: "utf8" }).trim()).toBe(config.schedule);
  });

  it("reads build.json from the site Netlify names in its context, with the global fetch, and answers with its decision", async () => {
    const original = process.env[HOOK_VARIABLE];
    process.env[HOOK_VARIABLE] = HOOK;
    const fetchMock = jest
      .spyOn(globalThis, "fetch")
      .mockResolvedValue(new Response(JSON.stringify(buildInfo(EVENTS, new Date().toISOString(), ZONE))));
    const log = jest.spyOn(console, "log").mockImplementation(() => undefined);
    try {
      const request = new Request(`${SITE}/.netlify/functions/daily-rebuild`, {
        method: "POST",
        body: JSON.stringify({ next_run: "2026-11-24T06:00:00.000Z" }),
      });
      const response = await dailyRebuild(request, { site: { id: "1", name: "kindred", url: SITE } } as unknown as Context);
      expect(response.status).toBe(200);
      expect(await response.text()).toMatch(/^Nothing is due/);
      expect(fetchMock.mock.calls.map(([url]) => (url instanceof Request ? url.url : url.toString()))).toEqual([`${SITE}/build.json`]);
    } finally {
      fetchMock.mockRestore();
      log.mockRestore();
      if (original === undefined) delete process.env[HOOK_VARIABLE];
      else process.env[HOOK_VARIABLE] = original;
    }
  });
});
