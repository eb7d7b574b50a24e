// @vitest-environment happy-dom
import type { ReactElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";

import { limits } from "@/lib/validation/constants";

import { CompanyField, EmailField, NameField, PlanField, UserCountField } from "./entry-fields";
import {
  type ControlProps,
  describedBy,
  type FieldState,
  InputField,
  SelectField,
  TextAreaField,
} from "./field";

function render(element: ReactElement) {
  const host = document.createElement("div");
  host.innerHTML = renderToStaticMarkup(element);
  return host;
}

/** A field as a form builds it: the control points at the error, else at the hint. */
function state(name: string, { error, hint }: { error?: string; hint?: string } = {}): FieldState {
  const id = `f-${name}`;
  const control: ControlProps = {
    name,
    id,
    "aria-invalid": error ? true : undefined,
    "aria-describedby": describedBy(id, error, hint),
  };
  return { control, error, hint };
}

/** What assistive technology reads as the control's description. */
function description(host: HTMLElement, control: Element) {
  const ids = control.getAttribute("aria-describedby")?.split(" ") ?? [];
  return ids.map((id) => host.querySelector(`#${id}`)?.textContent).join(" ");
}

describe("the field component", () => {
  it("gives every input a type, text unless the field says otherwise", () => {
    const name = render(<NameField field={state("name")} autoComplete="name" />);
    const company = render(<CompanyField field={state("company")} autoComplete="organization" />);
    for (const [host, autocomplete] of [
      [name, "name"],
      [company, "organization"],
    ] as const) {
      const input = host.querySelector("input")!;
      expect(input.getAttribute("autocomplete")).toBe(autocomplete);
      expect(input.getAttribute("type")).toBe("text");
    }
    expect(
      render(<InputField {...state("q")} label="Q" />)
        .querySelector("input")!
        .getAttribute("type"),
    ).toBe("text");
    expect(
      render(<EmailField field={state("email")} />)
        .querySelector("input")!
        .getAttribute("type"),
    ).toBe("email");
  });

  it("labels its control, and the control has no description while all is well", () => {
    const host = render(<InputField {...state("name")} label="Name" required />);
    const input = host.querySelector("input")!;
    expect(host.querySelector(`label[for="${input.id}"]`)?.textContent).toBe("Name");
    expect(input.name).toBe("name");
    expect(input.required).toBe(true);
    expect(input.hasAttribute("aria-invalid")).toBe(false);
    expect(input.hasAttribute("aria-describedby")).toBe(false);
    expect(host.querySelectorAll("p")).toHaveLength(0);
  });

  it("describes the control by its hint, and by the error alone once there is one", () => {
    const hint = "Office staff with full access";
    const calm = render(<InputField {...state("n", { hint })} label="Users" />);
    expect(description(calm, calm.querySelector("input")!)).toBe(hint);

    const error = "Enter a number from 1 to 1000";
    const wrong = render(<InputField {...state("n", { hint, error })} label="Users" />);
    const input = wrong.querySelector("input")!;
    expect(description(wrong, input)).toBe(error);
    expect(input.getAttribute("aria-invalid")).toBe("true");
    expect(wrong.textContent).not.toContain(hint);
  });

  it("marks an optional field in its label", () => {
    const host = render(<TextAreaField {...state("notes")} label="Notes" optional rows={3} />);
    expect(host.querySelector("label")?.textContent).toBe("Notes (optional)");
    expect(host.querySelector("textarea")?.getAttribute("rows")).toBe("3");
  });

  it("offers an empty first option only when given a placeholder", () => {
    const choices = [
      ["a", "Apple"],
      ["b", "Banana"],
    ] as const;
    const open = render(
      <SelectField {...state("fruit")} label="Fruit" choices={choices} placeholder="All" />,
    );
    const options = [...open.querySelectorAll("option")].map((o) => [o.value, o.textContent]);
    expect(options).toEqual([
      ["", "All"],
      ["a", "Apple"],
      ["b", "Banana"],
    ]);
    const chosen = render(<SelectField {...state("fruit")} label="Fruit" choices={choices} />);
    expect([...chosen.querySelectorAll("option")].map((o) => o.value)).toEqual(["a", "b"]);
  });

  it("takes the console's smaller label and the caller's own control look", () => {
    const host = render(
      <InputField {...state("from")} label="From" labelStyle="compact" className="own" />,
    );
    expect(host.querySelector("label")?.className).toContain("text-xs");
    expect(host.querySelector("input")?.className).toBe("own");
  });
});

describe("the shared entry fields", () => {
  it("hold the schema's limits", () => {
    const email = render(<EmailField field={state("email")} />).querySelector("input")!;
    expect([email.type, email.maxLength, email.autocomplete]).toEqual([
      "email",
      limits.email,
      "email",
    ]);
    const office = render(
      <UserCountField field={state("office")} label="Back-office users" min={1} />,
    ).querySelector("input")!;
    expect([office.type, office.min, office.max]).toEqual(["number", "1", String(limits.users)]);
  });

  it("show the plan choices they are given", () => {
    const host = render(<PlanField field={state("plan")} choices={[["pro", "Pro (£12)"]]} />);
    expect(host.querySelector("option")?.textContent).toBe("Pro (£12)");
  });
});
