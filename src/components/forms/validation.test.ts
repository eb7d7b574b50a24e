// @vitest-environment happy-dom
import { describe, expect, it } from "vitest";

import { checkedFields, valuesOf } from "./validation";

describe("valuesOf", () => {
  it("reads the named fields as the server will receive them, blank when absent", () => {
    const form = document.createElement("form");
    form.innerHTML = `
      <input name="name" value=" Sam ">
      <select name="trade"><option value="">Choose</option><option value="roofer" selected>Roofer</option></select>
      <textarea name="notes">Two vans</textarea>
      <input name="hp_q7x" value="bot">`;
    expect(valuesOf(form, ["name", "trade", "notes", "email"])).toEqual({
      name: " Sam ",
      trade: "roofer",
      notes: "Two vans",
      email: "",
    });
  });
});

describe("checkedFields", () => {
  it("keeps touched fields only: their message, or an empty entry once they are valid", () => {
    const result = checkedFields(
      { name: "Name is required", email: "Enter a valid email address" },
      new Set(["name", "company"]),
    );
    expect(result).toEqual({ name: "Name is required", company: undefined });
    expect(Object.hasOwn(result, "company")).toBe(true);
    expect(Object.hasOwn(result, "email")).toBe(false);
  });
});
