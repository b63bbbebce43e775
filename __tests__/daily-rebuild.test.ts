/** @jest-environment node */
import { readFileSync } from "node:fs";
import path from "node:path";
import { HOOK_VARIABLE, handler, triggerRebuild } from "../netlify/functions/daily-rebuild";

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

describe("the daily rebuild", () => {
  it("POSTs once to the build hook named by the environment variable", async () => {
    const { post, calls } = recorder({ ok: true, status: 200 });
    const log = jest.fn();
    const reply = await triggerRebuild({ [HOOK_VARIABLE]: HOOK }, post, log);
    expect(calls).toEqual([{ url: HOOK, method: "POST" }]);
    expect(reply.statusCode).toBe(200);
    expect(log).not.toHaveBeenCalled();
  });

  it("reports a missing variable instead of silently doing nothing", async () => {
    const { post } = recorder({ ok: true, status: 200 });
    const log = jest.fn();
    const reply = await triggerRebuild({}, post, log);
    expect(post).not.toHaveBeenCalled();
    expect(reply.statusCode).toBe(500);
    expect(log).toHaveBeenCalledWith(expect.stringContaining(`${HOOK_VARIABLE} is not set`));
    expect(reply.body).toContain(`${HOOK_VARIABLE} is not set`);
  });

  it("refuses an address that is not https", async () => {
    const { post } = recorder({ ok: true, status: 200 });
    const reply = await triggerRebuild({ [HOOK_VARIABLE]: "http://example.org/hook" }, post, jest.fn());
    expect(post).not.toHaveBeenCalled();
    expect(reply.statusCode).toBe(500);
  });

  it.each([
    ["the hook answers 404", { ok: false, status: 404 }, /answered 404/],
    ["the network fails", new Error("getaddrinfo ENOTFOUND"), /could not be reached: getaddrinfo ENOTFOUND/],
  ])("reports a failure when %s", async (_case, answer, wording) => {
    const { post } = recorder(answer);
    const log = jest.fn();
    const reply = await triggerRebuild({ [HOOK_VARIABLE]: HOOK }, post, log);
    expect(reply.statusCode).toBe(502);
    expect(log).toHaveBeenCalledWith(expect.stringMatching(wording));
  });

  it("runs every day, through the scheduled handler, with the global fetch", async () => {
    // What Netlify reads from the source at deploy: a literal cron expression in the schedule() call, once a day.
    const source = readFileSync(path.join(__dirname, "../netlify/functions/daily-rebuild.ts"), "utf8");
    const cron = /\bschedule\(\s*"([^"]+)"/.exec(source)?.[1] ?? "";
    const [minute, hour, ...rest] = cron.split(" ");
    expect([Number(minute), Number(hour), rest]).toEqual([0, 6, ["*", "*", "*"]]);
    const original = process.env[HOOK_VARIABLE];
    process.env[HOOK_VARIABLE] = HOOK;
    const fetchMock = jest.spyOn(globalThis, "fetch").mockResolvedValue(new Response("", { status: 200 }));
    try {
      const reply = await handler({} as never, {} as never);
      expect(reply).toEqual({ statusCode: 200, body: "Rebuild requested." });
      expect(fetchMock).toHaveBeenCalledWith(HOOK, expect.objectContaining({ method: "POST" }));
    } finally {
      fetchMock.mockRestore();
      if (original === undefined) delete process.env[HOOK_VARIABLE];
      else process.env[HOOK_VARIABLE] = original;
    }
  });
});
