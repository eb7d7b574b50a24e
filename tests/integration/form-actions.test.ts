import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";

import { expect, it, vi } from "vitest";

import { IN_PAGE_FIELD } from "@/lib/validation/constants";
import { messages } from "@/lib/validation/messages";
import { contactSubmissions, waitlistSubmissions } from "@/server/db/schema";
import {
  joinWaitlistAction,
  requestPersonalLinkAction,
  sendContactAction,
} from "@/server/forms/actions";
import { idleState } from "@/lib/validation/form-state";

import { buildContactInput, buildWaitlistInput } from "../factories/submissions";
import { describeOnDrivers } from "../setup/test-database";

// Decision 048. Outside a request, Next has no headers to read; its redirect() is stood in for by
// one that records where it was sent and stops the action, as Next's does.
class Redirected extends Error {
  constructor(readonly location: string) {
    super(`redirected to ${location}`);
  }
}
vi.mock("next/headers", () => ({ headers: async () => new Headers() }));
vi.mock("next/navigation", () => ({
  redirect: (location: string) => {
    throw new Redirected(location);
  },
}));
vi.mock("next/cache", () => ({ revalidatePath: () => {} }));

/** A form's fields as the browser posts them; `inPage` as the page's script sends them. */
function formData(fields: Record<string, unknown>, inPage = false): FormData {
  const data = new FormData();
  for (const [name, value] of Object.entries(fields)) data.set(name, String(value));
  if (inPage) data.set(IN_PAGE_FIELD, "1");
  return data;
}

/** Where the action redirected, or null if it answered with a state. */
async function redirectOf(run: Promise<unknown>): Promise<string | null> {
  try {
    await run;
    return null;
  } catch (error) {
    if (error instanceof Redirected) return error.location;
    throw error;
  }
}

const options = {
  env: {
    DATA_DIR: mkdtempSync(path.join(tmpdir(), "grafter-actions-")),
    SITE_SECRET: "integration-secret-0123456789abcdef-0123456789",
    IP_RATE_LIMIT_PER_HOUR: "0",
  },
};

describeOnDrivers("the forms' Server Actions", options, ({ db }) => {
  it("a plain post's success is redirected to its answer's page, after it is stored", async () => {
    const entry = buildWaitlistInput();
    expect(await redirectOf(joinWaitlistAction(idleState, formData(entry)))).toBe(
      "/signup/joined#form-result",
    );
    expect(await db().select().from(waitlistSubmissions)).toHaveLength(1);

    const message = buildContactInput();
    expect(await redirectOf(sendContactAction(idleState, formData(message)))).toBe(
      "/contact/sent#form-result",
    );
    expect(await db().select().from(contactSubmissions)).toHaveLength(1);

    expect(
      await redirectOf(requestPersonalLinkAction(idleState, formData({ email: entry.email }))),
    ).toBe("/my-data/sent#form-result");
  });

  it("a post the page's script sent gets the answer to show in place", async () => {
    const state = await joinWaitlistAction(idleState, formData(buildWaitlistInput(), true));
    expect(state).toMatchObject({ status: "ok", message: messages.waitlistSuccess });
    expect(await db().select().from(waitlistSubmissions)).toHaveLength(1);
  });

  it("a refused plain post is answered in place, with what was typed", async () => {
    const state = await joinWaitlistAction(
      idleState,
      formData(buildWaitlistInput({ email: "not-an-email" })),
    );
    expect(state.status).toBe("invalid");
    expect(state.values?.email).toBe("not-an-email");
    expect(await db().select().from(waitlistSubmissions)).toHaveLength(0);
  });
});
