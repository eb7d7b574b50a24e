import type { ReactNode } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";

import { ArrowRight } from "@/components/icons/stroke-icons";

import { renderStaticMarkup, staticElement } from "./static-markup";

function Card({ title, children }: { title: string; children?: ReactNode }) {
  return (
    <li className="card" data-kind="plan">
      <h3>{title}</h3>
      {children}
    </li>
  );
}

describe("renderStaticMarkup", () => {
  it("writes what react-dom/server writes for server markup", () => {
    const tree = (
      <>
        <p className="lead" aria-hidden="true" data-open={false}>
          Tom &amp; Sons&apos; &quot;quotes&quot; &lt;fast&gt; {3} {null} {false}
        </p>
        <ul>
          {["a", "b"].map((item) => (
            <Card key={item} title={`Plan ${item}`}>
              <a href="/signup?plan=a&amp;x=1" tabIndex={-1} hidden>
                Join
              </a>
              <a href="/my-data/download" download>
                Download
              </a>
              <a href="/my-data/download" download="data.json">
                Download
              </a>
            </Card>
          ))}
        </ul>
        <ArrowRight className="size-5" />
        <svg viewBox="0 0 32 32" focusable="false">
          <rect width="32" height="32" rx="7" fill="#ea580c" strokeLinejoin="round" />
        </svg>
        {/* eslint-disable-next-line @next/next/no-img-element -- a serialisation fixture */}
        <img src="/a.png" alt="" width={10} height={10} loading="lazy" decoding="async" />
        <label htmlFor="email">E-mail</label>
        <input id="email" type="email" required autoComplete="email" />
        <input type="hidden" name="source" defaultValue="footer" />
        <input type="checkbox" name="consent" defaultChecked />
        <div dangerouslySetInnerHTML={{ __html: "<b>kept</b>" }} />
      </>
    );
    expect(renderStaticMarkup(tree)).toBe(renderToStaticMarkup(tree));
  });

  it("refuses what would need React in the browser", () => {
    const handler = () => {};
    expect(() => renderStaticMarkup(<button onClick={handler}>Go</button>)).toThrow(/onClick/);
    expect(() => renderStaticMarkup(<p style={{ color: "red" }}>Red</p>)).toThrow(/style/);
    const client = Object.assign(() => null, { $$typeof: Symbol.for("react.client.reference") });
    expect(() => renderStaticMarkup(<>{{ type: client }}</>)).toThrow();
    const Async = async () => <p>Later</p>;
    expect(() => renderStaticMarkup(<Async />)).toThrow(/async/);
  });
});

describe("staticElement", () => {
  it("keeps the outer element and writes its content as its inner HTML", () => {
    const part = staticElement(<Card title="Pro">Text</Card>);
    expect(part.type).toBe("li");
    expect(renderToStaticMarkup(part)).toBe(renderToStaticMarkup(<Card title="Pro">Text</Card>));
    expect((part.props as { children?: unknown }).children).toBeUndefined();
  });

  it("needs one element at the top", () => {
    expect(() => staticElement(<>{"text"}</>)).toThrow(/one element/);
  });
});
