/** @jest-environment node */
import { readFileSync } from "node:fs";
import path from "node:path";
import type { Context } from "@netlify/functions";
import dailyRebuild, { HOOK_VARIABLE, config, triggerRebuild } from "../netlify/functions/daily-rebuild";

const HOOK = "https://api.netlify.com/build_hooks/0123456789abcdef";

function recorder(answer: { ok: boolean; status: number } | Error) {
  const calls: { url: string; method: string }[] = [];
  const post = jest.fn(async (url: string, init: { method: "POST" }) => {
    calls.push({ url, method: init.method });
    if (answer instanceof Error) throw answer;
    return answer;
  });
  return { post, calls };
}

/** What Netlify sends a scheduled function: a POST whose JSON body names the next run. */
function scheduledRequest(): Request {
  return new Request("https://example.netlify.app/.netlify/functions/daily-rebuild", {
    method: "POST",
    body: JSON.stringify({ next_run: "2026-11-24T06:00:00.000Z" }),
  });
}

/** Runs the default-exported handler the way Netlify does, with BUILD_HOOK_URL set (or not) and fetch mocked. */
async function runScheduled(hook: string | undefined, answer: Response | Error) {
  const original = process.env[HOOK_VARIABLE];
  if (hook === undefined) delete process.env[HOOK_VARIABLE];
  else process.env[HOOK_VARIABLE] = hook;
  const fetchMock = jest.spyOn(globalThis, "fetch");
  if (answer instanceof Error) fetchMock.mockRejectedValue(answer);
  else fetchMock.mockResolvedValue(answer);
  const log = jest.spyOn(console, "error").mockImplementation(() => undefined);
  try {
    const response = await dailyRebuild(scheduledRequest(), {} as Context);
    // Copied before the spies are restored, which forgets their calls.
    return { response, text: await response.text(), fetched: [...fetchMock.mock.calls], logged: log.mock.calls.map(([message]) => String(message)) };
  } finally {
    fetchMock.mockRestore();
    log.mockRestore();
    if (original === undefined) delete process.env[HOOK_VARIABLE];
    else process.env[HOOK_VARIABLE] = original;
  }
}

describe("the daily rebuild", () => {
  it("POSTs once to the build hook named by the environment variable", async () => {
    const { post, calls } = recorder({ ok: true, status: 200 });
    const log = jest.fn();
    const reply = await triggerRebuild({ [HOOK_VARIABLE]: HOOK }, post, log);
    expect(calls).toEqual([{ url: HOOK, method: "POST" }]);
    expect(reply.status).toBe(200);
    expect(log).not.toHaveBeenCalled();
  });

  it("reports a missing variable instead of silently doing nothing", async () => {
    const { post } = recorder({ ok: true, status: 200 });
    const log = jest.fn();
    const reply = await triggerRebuild({}, post, log);
    expect(post).not.toHaveBeenCalled();
    expect(reply.status).toBe(500);
    expect(log).toHaveBeenCalledWith(expect.stringContaining(`${HOOK_VARIABLE} is not set`));
    expect(reply.body).toContain(`${HOOK_VARIABLE} is not set`);
  });

  it("refuses an address that is not https", async () => {
    const { post } = recorder({ ok: true, status: 200 });
    const reply = await triggerRebuild({ [HOOK_VARIABLE]: "http://example.org/hook" }, post, jest.fn());
    expect(post).not.toHaveBeenCalled();
    expect(reply.status).toBe(500);
  });

  it.each([
    ["the hook answers 404", { ok: false, status: 404 }, /answered 404/],
    ["the network fails", new Error("getaddrinfo ENOTFOUND"), /could not be reached: getaddrinfo ENOTFOUND/],
  ])("reports a failure when %s", async (_case, answer, wording) => {
    const { post } = recorder(answer);
    const log = jest.fn();
    const reply = await triggerRebuild({ [HOOK_VARIABLE]: HOOK }, post, log);
    expect(reply.status).toBe(502);
    expect(log).toHaveBeenCalledWith(expect.stringMatching(wording));
  });

  it("runs every day at 06:00 UTC, declared as a literal Netlify reads from the source", () => {
    expect(config.schedule).toBe("0 6 * * *");
    const source = readFileSync(path.join(__dirname, "../netlify/functions/daily-rebuild.ts"), "utf8");
    const cron = /export const config: Config = \{ schedule: "([^"]+)" \}/.exec(source)?.[1] ?? "";
    const [minute, hour, ...rest] = cron.split(" ");
    expect([Number(minute), Number(hour), rest]).toEqual([0, 6, ["*", "*", "*"]]);
    // A scheduled function of the current API: a default export taking a Request, no legacy handler.
    expect(source).not.toMatch(/export const handler|\bschedule\(/);
  });

  it("the scheduled handler POSTs to BUILD_HOOK_URL with the global fetch and answers 200", async () => {
    const { response, text, fetched, logged } = await runScheduled(HOOK, new Response("", { status: 200 }));
    expect(response.status).toBe(200);
    expect(text).toBe("Rebuild requested.");
    expect(fetched).toEqual([[HOOK, expect.objectContaining({ method: "POST" })]]);
    expect(logged).toEqual([]);
  });

  it("the scheduled handler fails clearly, in its answer and its log, without BUILD_HOOK_URL", async () => {
    const { response, text, fetched, logged } = await runScheduled(undefined, new Response("", { status: 200 }));
    expect(fetched).toEqual([]);
    expect(response.status).toBe(500);
    expect(text).toContain(`${HOOK_VARIABLE} is not set`);
    expect(logged).toEqual([expect.stringContaining(`${HOOK_VARIABLE} is not set`)]);
  });

  it("the scheduled handler reports a hook that refuses the request", async () => {
    const { response, text, logged } = await runScheduled(HOOK, new Response("Not Found", { status: 404 }));
    expect(response.status).toBe(502);
    expect(text).toMatch(/answered 404/);
    expect(logged).toEqual([expect.stringMatching(/answered 404/)]);
  });
});
