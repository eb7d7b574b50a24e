// @vitest-environment happy-dom
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";

import { TrafficCard } from "./traffic-card";

function figures(html: string) {
  const host = document.createElement("div");
  host.innerHTML = html;
  return Object.fromEntries(
    [...host.querySelectorAll("dl > div")].map((item) => [
      item.querySelector("dt")!.textContent,
      item.querySelector("dd")!.textContent,
    ]),
  );
}

describe("the Acquisition traffic card", () => {
  // The founders' audit read "Sign-ups per visit 167%": 5 sign-ups over the 3 visits of those
  // who allowed statistics. A ratio has one population above and below the line.
  const traffic = [
    { day: "2026-12-04", visits: 2, pageViews: 4, signups: 3, signupsWithStatistics: 1 },
    { day: "2026-12-05", visits: 1, pageViews: 2, signups: 2, signupsWithStatistics: 1 },
  ];

  it("divides the sign-ups of visitors who allowed statistics by their visits, and says so", () => {
    const html = renderToStaticMarkup(<TrafficCard traffic={traffic} />);
    expect(figures(html)).toEqual({
      Visits: "3",
      "Page views": "6",
      "Waitlist sign-ups": "5",
      "Sign-ups per visit, statistics allowed": "67%",
    });
    expect(html).toContain(
      "Sign-ups per visit divides the 2 sign-ups of visitors who allowed statistics by their visits.",
    );
  });
});
