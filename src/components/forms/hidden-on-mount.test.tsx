// @vitest-environment happy-dom
import { act } from "react";
import { createRoot } from "react-dom/client";
import { describe, expect, it } from "vitest";

import { HiddenOnMount } from "./hidden-on-mount";

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

let made = 0;
const make = () => `value-${(made += 1)}`;

function Form({ pending }: { pending: boolean }) {
  return (
    <form data-pending={pending}>
      <HiddenOnMount name="key" make={make} />
    </form>
  );
}

describe("HiddenOnMount", () => {
  it("is set once when shown and kept through the form's re-renders and a restored draft", async () => {
    const host = document.createElement("div");
    const root = createRoot(host);
    await act(async () => root.render(<Form pending={false} />));
    const input = host.querySelector<HTMLInputElement>("input[name=key]")!;
    expect(input.value).toBe("value-1");
    // The form re-renders as it is sent (its buttons' pending state): the value stays.
    await act(async () => root.render(<Form pending />));
    expect(input.value).toBe("value-1");
    // A draft put back (form-drafts.ts writes the DOM), then another render: still the draft's.
    input.value = "from-draft";
    await act(async () => root.render(<Form pending={false} />));
    expect(input.value).toBe("from-draft");
    expect(made).toBe(1);
    await act(async () => root.unmount());
  });
});
