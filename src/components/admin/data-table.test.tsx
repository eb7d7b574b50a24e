// @vitest-environment happy-dom
import type { ReactElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";

import { type Column, DataTable, HeadCell } from "./data-table";

function render(element: ReactElement) {
  const host = document.createElement("div");
  host.innerHTML = renderToStaticMarkup(element);
  return host;
}

type Row = { id: number; name: string; tries: number };

const columns: Column<Row>[] = [
  { head: <HeadCell>Name</HeadCell>, cell: (row) => row.name },
  { head: <HeadCell numeric>Tries</HeadCell>, cell: (row) => row.tries, className: "text-right" },
];

const rows: Row[] = [
  { id: 1, name: "Ada", tries: 2 },
  { id: 2, name: "Bo", tries: 5 },
];

describe("the console's data table", () => {
  it("puts each column's heading over its cells, a row per item in order", () => {
    const host = render(<DataTable rows={rows} columns={columns} minWidth="min-w-2xl" empty="" />);
    const headings = [...host.querySelectorAll("thead th")];
    expect(headings.map((th) => th.textContent)).toEqual(["Name", "Tries"]);
    expect(headings.every((th) => th.getAttribute("scope") === "col")).toBe(true);
    const cells = [...host.querySelectorAll("tbody tr")].map((tr) =>
      [...tr.querySelectorAll("td")].map((td) => td.textContent),
    );
    expect(cells).toEqual([
      ["Ada", "2"],
      ["Bo", "5"],
    ]);
    expect(host.querySelector("table")?.className).toContain("min-w-2xl");
  });

  it("adds a column's classes to each of its cells and aligns figures right", () => {
    const host = render(<DataTable rows={rows} columns={columns} minWidth="" empty="" />);
    const [name, tries] = host.querySelectorAll("tbody tr:first-child td");
    expect(name?.className).not.toContain("text-right");
    expect(tries?.className).toContain("text-right");
    expect(host.querySelectorAll("thead th")[1]?.className).toContain("text-right");
  });

  it("says its empty message instead of a table when there is no row", () => {
    const host = render(
      <DataTable rows={[]} columns={columns} minWidth="" empty="Nothing recorded yet." />,
    );
    expect(host.querySelector("table")).toBeNull();
    expect(host.textContent).toBe("Nothing recorded yet.");
  });

  it("lights rows on hover and draws the rule above only when asked", () => {
    const plain = render(<DataTable rows={rows} columns={columns} minWidth="" empty="" />);
    expect(plain.querySelector("tbody tr")?.hasAttribute("class")).toBe(false);
    expect(plain.firstElementChild?.className).not.toContain("border-t");
    const lit = render(
      <DataTable rows={rows} columns={columns} minWidth="" empty="" hover divided />,
    );
    expect(lit.querySelector("tbody tr")?.className).toBe("hover:bg-slate-50");
    expect(lit.firstElementChild?.className).toContain("border-t");
  });
});
