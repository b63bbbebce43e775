import { encodeForm, formReducer, formTarget, isFromBot, postForm, type FormState } from "../src/lib/form-sending";

type Values = { email: string; firstName: string };
const EMPTY: Values = { email: "", firstName: "" };
const reduce = formReducer(EMPTY);
const typed: FormState<Values> = { values: { email: "ana@example.org", firstName: "Ana" }, status: "idle" };

describe("the shared state of a form being sent", () => {
  it("goes from sending to sent, and only then empties the fields", () => {
    const sending = reduce(typed, { type: "send" });
    expect(sending).toEqual({ values: typed.values, status: "sending" });
    expect(reduce(sending, { type: "sent" })).toEqual({ values: EMPTY, status: "sent" });
  });

  it("keeps everything typed when sending fails, ready to try again", () => {
    const failed = reduce(reduce(typed, { type: "send" }), { type: "failed" });
    expect(failed).toEqual({ values: typed.values, status: "failed" });
    expect(reduce(failed, { type: "send" }).values).toEqual(typed.values);
  });

  it("records each edit, and a starting value only while the field is empty", () => {
    const edited = reduce(typed, { type: "edit", field: "firstName", value: "Anita" });
    expect(edited.values.firstName).toBe("Anita");
    expect(reduce(edited, { type: "prefill", field: "firstName", value: "Bo" }).values.firstName).toBe("Anita");
    expect(reduce({ values: EMPTY, status: "idle" }, { type: "prefill", field: "firstName", value: "Bo" }).values.firstName).toBe("Bo");
  });

  it("starts a new message after a sent one", () => {
    expect(reduce({ values: EMPTY, status: "sent" }, { type: "again" }).status).toBe("idle");
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

  it("recognises a bot by its filled honeypot", () => {
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
