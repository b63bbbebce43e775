import { encodeForm, formTarget, isFromBot, postForm } from "../src/lib/form-sending";
import { formEntries, sendInBackground } from "../src/enhance/form-sending";
// The form's text as the browser encodes it: ana+news@ is ana%2Bnews%40.
// cspell:ignore Bnews

const TEXTS = { sending: "Sending…", sent: "Sent.", failed: "Not sent.", busy: "Wait…" };

/** The least markup that form-sending.ts relies on, as a form's component writes it. */
function markup(endpoint = "/"): HTMLElement {
  const element = document.createElement("div");
  element.innerHTML = `
    <p role="status"></p>
    <div data-sent hidden tabindex="-1">Thanks</div>
    <form data-endpoint="${endpoint}">
      <input type="hidden" name="form-name" value="test">
      <input name="bot-field">
      <div role="alert" hidden>Failed</div>
      <input name="email" value="">
      <input type="file" name="attachment">
      <button type="submit">Send</button>
    </form>`;
  document.body.replaceChildren(element);
  return element;
}

function mockFetch(implementation: () => Promise<Partial<Response>>) {
  const fetchMock = jest.fn(implementation);
  global.fetch = fetchMock as unknown as typeof fetch;
  return fetchMock;
}

const part = (element: HTMLElement, selector: string) => element.querySelector(selector) as HTMLElement;
const settled = () => new Promise((resolve) => setTimeout(resolve, 0));

afterEach(() => jest.restoreAllMocks());

describe("the shared sending of an enhanced form", () => {
  it("reads the form's own fields, hidden ones included, as the no-JavaScript POST sends them", () => {
    const form = markup().querySelector("form") as HTMLFormElement;
    expect(formEntries(form)).toEqual([
      ["form-name", "test"],
      ["bot-field", ""],
      ["email", ""],
      ["attachment", ""],
    ]);
  });

  it("goes from sending to sent, and only then empties the fields", async () => {
    let answer: (response: Partial<Response>) => void = () => undefined;
    const fetchMock = mockFetch(() => new Promise((resolve) => (answer = resolve)));
    const element = markup("https://forms.example.org/f/1");
    sendInBackground(element, TEXTS);
    const form = part(element, "form") as HTMLFormElement;
    const email = part(element, 'input[name="email"]') as HTMLInputElement;
    email.value = "ana@example.org";
    form.requestSubmit();
    expect(fetchMock).toHaveBeenCalledWith("https://forms.example.org/f/1", expect.objectContaining({ method: "POST" }));
    expect(part(element, "[role=status]")).toHaveTextContent("Sending…");
    expect(part(element, "button")).toBeDisabled();
    expect(part(element, "button")).toHaveTextContent("Wait…");
    expect(form).toHaveAttribute("aria-busy", "true");
    expect(email).toHaveValue("ana@example.org");
    answer({ ok: true, status: 200 });
    await settled();
    expect(form).not.toBeVisible();
    expect(part(element, "[data-sent]")).toBeVisible();
    expect(part(element, "[data-sent]")).toHaveFocus();
    expect(part(element, "[role=status]")).toHaveTextContent("Sent.");
    expect(email).toHaveValue("");
    expect(part(element, 'input[name="form-name"]')).toHaveValue("test");
  });

  it("keeps everything typed when sending fails, ready to try again", async () => {
    mockFetch(() => Promise.resolve({ ok: false, status: 503 }));
    const element = markup();
    sendInBackground(element, TEXTS);
    const email = part(element, 'input[name="email"]') as HTMLInputElement;
    email.value = "ana@example.org";
    (part(element, "form") as HTMLFormElement).requestSubmit();
    await settled();
    expect(part(element, "[role=alert]")).toBeVisible();
    expect(part(element, "[role=status]")).toHaveTextContent("Not sent.");
    expect(part(element, "button")).toBeEnabled();
    expect(part(element, "button")).toHaveTextContent("Send");
    expect(email).toHaveValue("ana@example.org");
    expect(part(element, "form")).toBeVisible();
  });

  it("sends nothing while the form's own checks disagree, and shows the form again after it was sent", async () => {
    const fetchMock = mockFetch(() => Promise.resolve({ ok: true, status: 200 }));
    const element = markup();
    let valid = false;
    const show = sendInBackground(element, TEXTS, () => valid);
    const form = part(element, "form") as HTMLFormElement;
    form.requestSubmit();
    expect(fetchMock).not.toHaveBeenCalled();
    valid = true;
    form.requestSubmit();
    await settled();
    expect(fetchMock).toHaveBeenCalledTimes(1);
    show("idle");
    expect(form).toBeVisible();
    expect(part(element, "[data-sent]")).not.toBeVisible();
    expect(part(element, "[role=status]")).toHaveTextContent("");
  });
});

describe("where a form posts", () => {
  it("is a Netlify form with its honeypot when the endpoint is the site itself, landing on its thank-you page", () => {
    expect(formTarget("newsletter", "/", "/newsletter/thanks/")).toEqual({
      name: "newsletter",
      method: "post",
      action: "/newsletter/thanks/",
      "data-netlify": "true",
      "data-netlify-honeypot": "bot-field",
    });
  });

  it("posts straight to another form service when one is set", () => {
    expect(formTarget("newsletter", "https://forms.example.org/f/1", "/newsletter/thanks/")).toEqual({
      name: "newsletter",
      method: "post",
      action: "https://forms.example.org/f/1",
    });
  });

  it("recognizes a bot by its filled honeypot", () => {
    expect(
      isFromBot([
        ["bot-field", ""],
        ["email", "a@b.org"],
      ]),
    ).toBe(false);
    expect(isFromBot([["bot-field", "http://spam.example"]])).toBe(true);
  });

  it("sends the fields url-encoded, and throws when the service refuses them", async () => {
    const post = jest.fn(() => Promise.resolve({ ok: true, status: 200 }));
    await postForm(
      "/",
      [
        ["form-name", "newsletter"],
        ["email", "ana+news@example.org"],
      ],
      post,
    );
    expect(post).toHaveBeenCalledWith("/", expect.objectContaining({ method: "POST", body: "form-name=newsletter&email=ana%2Bnews%40example.org" }));
    await expect(postForm("/", [], () => Promise.resolve({ ok: false, status: 404 }))).rejects.toThrow("answered 404");
    expect(encodeForm([["a", "b c"]])).toBe("a=b+c");
  });
});
