// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from "vitest";

import { changedByVisitor, fillStartedAt } from "./fill-start";

function form(html: string) {
  const element = document.createElement("form");
  element.innerHTML = `<input type="hidden" name="form_started_at">${html}`;
  document.body.append(element);
  return { element, started: element.querySelector<HTMLInputElement>("input[type=hidden]")! };
}

function entries(firstInput?: number, firstPaint?: number) {
  vi.spyOn(performance, "getEntriesByType").mockImplementation((type) =>
    type === "first-input" && firstInput !== undefined
      ? [{ startTime: firstInput } as PerformanceEntry]
      : [],
  );
  vi.spyOn(performance, "getEntriesByName").mockImplementation((name) =>
    name === "first-contentful-paint" && firstPaint !== undefined
      ? [{ startTime: firstPaint } as PerformanceEntry]
      : [],
  );
}

afterEach(() => {
  vi.restoreAllMocks();
  document.body.innerHTML = "";
});

describe("changedByVisitor", () => {
  it("is false for the server's markup, hidden fields set by scripts included", () => {
    const { element, started } = form(
      `<input name="name" value=""><textarea name="notes"></textarea>
       <select name="plan"><option value="">Choose</option><option value="pro">Pro</option></select>
       <input type="checkbox" name="consent">
       <select name="size"><option>1</option><option selected>2</option></select>`,
    );
    started.value = "123";
    expect(changedByVisitor(element)).toBe(false);
  });

  const field = (f: HTMLFormElement, name: string) =>
    f.elements.namedItem(name) as HTMLInputElement;
  it.each([
    ["a typed field", (f: HTMLFormElement) => (field(f, "name").value = "Ann")],
    ["a note", (f: HTMLFormElement) => (field(f, "notes").value = "hi")],
    ["a chosen option", (f: HTMLFormElement) => (field(f, "plan").value = "pro")],
    ["a ticked box", (f: HTMLFormElement) => (field(f, "consent").checked = true)],
  ])("is true after %s", (_, change) => {
    const { element } = form(
      `<input name="name" value=""><textarea name="notes"></textarea>
       <select name="plan"><option value="">Choose</option><option value="pro">Pro</option></select>
       <input type="checkbox" name="consent">`,
    );
    change(element);
    expect(changedByVisitor(element)).toBe(true);
  });
});

describe("fillStartedAt", () => {
  it("is now for a form nobody has typed into", () => {
    vi.spyOn(Date, "now").mockReturnValue(1_000_000);
    entries(50, 20);
    const { started } = form(`<input name="name" value="">`);
    expect(fillStartedAt(started)).toBe("1000000");
  });

  it("is the first tap or key for a form typed into before the scripts ran", () => {
    vi.spyOn(Date, "now").mockReturnValue(performance.timeOrigin + 9_000);
    entries(4_000.4, 800);
    const { element, started } = form(`<input name="name" value="">`);
    (element.elements.namedItem("name") as HTMLInputElement).value = "Ann";
    expect(fillStartedAt(started)).toBe(String(Math.round(performance.timeOrigin + 4_000.4)));
  });

  it("is the first paint when no first input was recorded, and never later than now", () => {
    vi.spyOn(Date, "now").mockReturnValue(performance.timeOrigin + 9_000);
    entries(undefined, 800);
    const { element, started } = form(`<input name="name" value="">`);
    (element.elements.namedItem("name") as HTMLInputElement).value = "Ann";
    expect(fillStartedAt(started)).toBe(String(Math.round(performance.timeOrigin + 800)));
    vi.restoreAllMocks();
    vi.spyOn(Date, "now").mockReturnValue(performance.timeOrigin + 100);
    entries(5_000);
    expect(fillStartedAt(started)).toBe(String(performance.timeOrigin + 100));
  });
});
