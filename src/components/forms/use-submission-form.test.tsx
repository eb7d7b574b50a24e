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
});
