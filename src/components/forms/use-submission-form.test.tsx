// @vitest-environment happy-dom
import { act } from "react";
import { createRoot } from "react-dom/client";
import { describe, expect, it } from "vitest";

import { FormStatus } from "./form-status";
import { useSubmissionForm } from "./use-submission-form";

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const thanks = "Thanks, you're on the list.";

function Form({ onSuccess }: { onSuccess: () => void }) {
  const { state, formProps } = useSubmissionForm({
    loadValidator: async () => () => ({}),
    action: async () => ({ status: "ok", message: thanks, submittedAt: Date.now() }),
    blank: { email: "" },
    onSuccess,
  });
  return (
    <form {...formProps}>
      <input name="email" defaultValue="sam@example.co.uk" />
      <FormStatus state={state} />
    </form>
  );
}

describe("useSubmissionForm", () => {
  it("tells of a success once its message is on screen, so a dialog's 3 s start when it shows", async () => {
    const host = document.createElement("div");
    document.body.append(host);
    const root = createRoot(host);
    const shownWhenTold: boolean[] = [];
    const onSuccess = () => shownWhenTold.push(host.textContent?.includes(thanks) ?? false);
    await act(async () => root.render(<Form onSuccess={onSuccess} />));
    await act(async () => {
      host
        .querySelector("form")!
        .dispatchEvent(new Event("submit", { bubbles: true, cancelable: true }));
      for (let i = 0; i < 5; i += 1) await new Promise((resolve) => setTimeout(resolve, 0));
    });
    expect(host.textContent).toContain(thanks);
    expect(shownWhenTold).toEqual([true]);
    await act(async () => root.unmount());
    host.remove();
  });

  it("tells of a submission in the commit that shows it, before a key pressed then is handled", async () => {
    // React's own scheduling, as in a browser: act() would run the deferred effects at once.
    const environment = globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean };
    environment.IS_REACT_ACT_ENVIRONMENT = false;
    const host = document.createElement("div");
    document.body.append(host);
    const root = createRoot(host);
    let told = false;
    let answer = () => {};
    function SendingForm() {
      const { pending, formProps } = useSubmissionForm({
        loadValidator: async () => () => ({}),
        action: () =>
          new Promise((resolve) => {
            answer = () => resolve({ status: "ok", message: thanks, submittedAt: Date.now() });
          }),
        blank: { email: "" },
        onPendingChange: (pending) => {
          told = pending;
        },
      });
      return (
        <form {...formProps}>
          <input name="email" defaultValue="sam@example.co.uk" />
          <button type="submit">{pending ? "Sending..." : "Send"}</button>
        </form>
      );
    }
    root.render(<SendingForm />);
    await until(() => host.querySelector("form") !== null);
    // Called once the page has changed and before anything else runs: the earliest moment a
    // visitor's Escape, × or Back could be handled after seeing "Sending...".
    const toldWhenShown: boolean[] = [];
    const observer = new MutationObserver(() => {
      if (host.textContent?.includes("Sending...")) toldWhenShown.push(told);
    });
    observer.observe(host, { subtree: true, childList: true, characterData: true });
    host
      .querySelector("form")!
      .dispatchEvent(new Event("submit", { bubbles: true, cancelable: true }));
    await until(() => toldWhenShown.length > 0);
    expect(toldWhenShown[0]).toBe(true);
    observer.disconnect();
    answer();
    root.unmount();
    host.remove();
    environment.IS_REACT_ACT_ENVIRONMENT = true;
  });
});

/** Waits, a macrotask at a time, until `done` holds. */
async function until(done: () => boolean) {
  for (let i = 0; i < 200 && !done(); i += 1)
    await new Promise((resolve) => setTimeout(resolve, 0));
  expect(done()).toBe(true);
}
