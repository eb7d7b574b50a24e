// @vitest-environment happy-dom
import { act, useRef } from "react";
import { createRoot } from "react-dom/client";
import { afterEach, describe, expect, it } from "vitest";

import { readDraft, saveDraft } from "@/lib/form-drafts";

import { DraftKeeper } from "./draft-keeper";

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

function Form({ withKeeper }: { withKeeper: boolean }) {
  const anchor = useRef<HTMLDivElement>(null);
  return (
    <form>
      <input name="name" defaultValue="" />
      <textarea name="message" defaultValue="" />
      <div ref={anchor}>{withKeeper && <DraftKeeper form="contact" anchor={anchor} />}</div>
    </form>
  );
}

/** The page as it is before the keeper's code arrives, then with it. */
async function mount() {
  const host = document.createElement("div");
  document.body.append(host);
  const root = createRoot(host);
  await act(async () => root.render(<Form withKeeper={false} />));
  const field = (name: string) => host.querySelector<HTMLInputElement>(`[name="${name}"]`)!;
  return {
    field,
    arrive: () => act(async () => root.render(<Form withKeeper />)),
    remove: async () => {
      await act(async () => root.unmount());
      host.remove();
    },
  };
}

describe("DraftKeeper", () => {
  afterEach(() => localStorage.clear());

  it("keeps what a visitor typed before its code arrived, without waiting for another key", async () => {
    const page = await mount();
    page.field("message").value = "Typed while the page was still loading";
    await page.arrive();
    expect(readDraft("contact")?.values).toMatchObject({
      message: "Typed while the page was still loading",
    });
    await page.remove();
  });

  it("keeps nothing when nothing was typed, and leaves an earlier draft on offer as it was", async () => {
    const empty = await mount();
    await empty.arrive();
    expect(readDraft("contact")).toBeNull();
    await empty.remove();

    saveDraft("contact", { message: "From yesterday" });
    const page = await mount();
    page.field("name").value = "Sam";
    await page.arrive();
    expect(readDraft("contact")?.values).toEqual({ message: "From yesterday" });
    await page.remove();
  });
});
