import * as React from "react";
import { formReducer, isFromBot, postForm, type FormEvent, type FormState } from "../lib/form-sending";

/**
 * A form's values and sending state, and `send`, which posts the form's own fields (hidden ones included,
 * exactly as the no-JavaScript POST would) in the background.
 */
export function useFormSending<V extends Record<string, string>>(endpoint: string, empty: V) {
  const reducer = React.useMemo(() => formReducer(empty), [empty]);
  const [state, dispatch] = React.useReducer(reducer, { values: empty, status: "idle" } as FormState<V>);

  const send = React.useCallback(
    async (form: HTMLFormElement) => {
      const entries = [...new FormData(form).entries()].map(([key, value]): [string, string] => [
        key,
        // A url-encoded form sends a file field as its name (the forms have none).
        typeof value === "string" ? value : value.name,
      ]);
      if (isFromBot(entries)) {
        dispatch({ type: "sent" });
        return;
      }
      dispatch({ type: "send" });
      try {
        await postForm(endpoint, entries);
        dispatch({ type: "sent" });
      } catch {
        dispatch({ type: "failed" });
      }
    },
    [endpoint],
  );

  const update = React.useCallback((event: FormEvent<V>) => dispatch(event), []);
  return { values: state.values, status: state.status, send, update };
}
