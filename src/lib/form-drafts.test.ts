// @vitest-environment happy-dom
import { beforeEach, describe, expect, it } from "vitest";

import { browserStorage } from "@/content/browser-storage";
import { FILL_KEY_FIELD, HONEYPOT_FIELD, STARTED_FIELD } from "@/lib/validation/constants";

import {
  applyValues,
  deleteDraft,
  differsFrom,
  formValues,
  pageValues,
  readDraft,
  saveDraft,
} from "./form-drafts";

function form() {
  const element = document.createElement("form");
  element.innerHTML = `
    <input name="${HONEYPOT_FIELD}" value="bot">
    <input type="hidden" name="source" value="/signup">
    <input type="hidden" name="${STARTED_FIELD}" value="1700000000000">
    <input type="hidden" name="${FILL_KEY_FIELD}" value="0123456789abcdef0123456789abcdef">
    <input type="hidden" name="attribution" value="{}">
    <input name="name" value="">
    <input type="email" name="email" value="">
    <select name="trade"><option value="">-</option><option value="plumbing">Plumbing</option></select>
    <textarea name="message"></textarea>
    <button type="submit" name="go" value="1">Send</button>`;
  return element;
}

const day = 86_400_000;

describe("form drafts", () => {
  beforeEach(() => localStorage.clear());

  it("keeps what the visitor fills in, when the form was shown and the fill's key, never the bot trap or page fields", () => {
    const element = form();
    expect(formValues(element)).toEqual({
      [STARTED_FIELD]: "1700000000000",
      [FILL_KEY_FIELD]: "0123456789abcdef0123456789abcdef",
      name: "",
      email: "",
      trade: "",
      message: "",
    });
  });

  it("puts kept values back into a fresh form", () => {
    const element = form();
    applyValues(element, { name: "Sam", trade: "plumbing", message: "Hi", source: "/evil" });
    expect(formValues(element)).toMatchObject({ name: "Sam", trade: "plumbing", message: "Hi" });
    expect((element.elements.namedItem("source") as HTMLInputElement).value).toBe("/signup");
  });

  it("counts a form as started only when a field differs from its initial value", () => {
    const initial = formValues(form());
    expect(differsFrom({ ...initial, [STARTED_FIELD]: "1" }, initial)).toBe(false);
    expect(differsFrom({ ...initial, [FILL_KEY_FIELD]: "fedcba9876543210" }, initial)).toBe(false);
    expect(differsFrom({ ...initial, name: "S" }, initial)).toBe(true);
  });

  it("knows what the page put in each field, whatever has been typed since", () => {
    const element = form();
    const trade = element.elements.namedItem("trade") as HTMLSelectElement;
    trade.options[1]!.defaultSelected = true;
    applyValues(element, { name: "Sam", trade: "", message: "Hi" });
    expect(pageValues(element)).toMatchObject({ name: "", trade: "plumbing", message: "" });
    expect(pageValues(form())).toMatchObject({ trade: "" });
    expect(differsFrom(formValues(element), pageValues(element))).toBe(true);
    expect(differsFrom(formValues(form()), pageValues(form()))).toBe(false);
  });

  it("offers a draft for 7 days, then deletes it", () => {
    saveDraft("contact", { message: "Hello" });
    const saved = readDraft("contact");
    expect(saved).toMatchObject({ values: { message: "Hello" }, unsent: false });
    expect(readDraft("contact", saved!.savedAt + 7 * day - 1)).not.toBeNull();
    expect(readDraft("contact", saved!.savedAt + 7 * day)).toBeNull();
    expect(localStorage.getItem(browserStorage.contactDraft.key)).toBeNull();
  });

  it("keeps each form apart, and deletes on request", () => {
    saveDraft("waitlist", { name: "Sam" }, true);
    saveDraft("contact", { message: "Hi" });
    expect(readDraft("waitlist")).toMatchObject({ unsent: true, values: { name: "Sam" } });
    deleteDraft("waitlist");
    expect(readDraft("waitlist")).toBeNull();
    expect(readDraft("contact")).not.toBeNull();
  });
});
