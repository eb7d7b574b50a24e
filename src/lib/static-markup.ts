// Writes a tree of server-rendered elements as an HTML string, for the parts of a public page that
// no visitor acts on (decision 032). Given to React as an element's inner HTML, such a part is in
// the page's HTML and its RSC payload once each, as now, but the browser's React neither builds
// elements from it nor walks it when it hydrates the page: hydration stops at the element that
// holds the string. react-dom/server cannot be imported where server components run, so this
// writes the small part of React DOM's serialisation our static markup uses, and refuses the
// rest; static-markup.test.tsx compares it with react-dom/server's, and static-part.test.tsx does
// so on the parts the pages wrap.
import { createElement, Fragment, isValidElement, type ReactElement, type ReactNode } from "react";

import { escapeHtml } from "./escape-html";

const CLIENT_REFERENCE = Symbol.for("react.client.reference");

/** Elements written without an end tag. */
const VOID = new Set([
  "area",
  "base",
  "br",
  "col",
  "embed",
  "hr",
  "img",
  "input",
  "link",
  "meta",
  "source",
  "track",
  "wbr",
]);

/** Props React reads itself and never writes as attributes. */
const NOT_ATTRIBUTES = new Set(["children", "key", "ref", "suppressHydrationWarning"]);

/** React props whose attribute is spelt otherwise (React DOM's own aliases). */
const RENAMED = new Map<string, string>([
  ["className", "class"],
  ["htmlFor", "for"],
  ["tabIndex", "tabindex"],
  ["acceptCharset", "accept-charset"],
  ["httpEquiv", "http-equiv"],
  ["crossOrigin", "crossorigin"],
  ["xlinkHref", "xlink:href"],
  ["xmlnsXlink", "xmlns:xlink"],
  ["xmlLang", "xml:lang"],
  // SVG presentation attributes, written in kebab case.
  ...(
    "alignmentBaseline baselineShift clipPath clipRule colorInterpolation " +
    "colorInterpolationFilters dominantBaseline fillOpacity fillRule floodColor floodOpacity " +
    "fontFamily fontSize fontStyle fontWeight imageRendering letterSpacing lightingColor " +
    "markerEnd markerMid markerStart maskType paintOrder pointerEvents shapeRendering stopColor " +
    "stopOpacity strokeDasharray strokeDashoffset strokeLinecap strokeLinejoin strokeMiterlimit " +
    "strokeOpacity strokeWidth textAnchor textDecoration textRendering transformOrigin " +
    "vectorEffect wordSpacing writingMode"
  )
    .split(" ")
    .map((prop): [string, string] => [prop, prop.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`)]),
]);

/** Attributes whose true and false React writes as the words. */
const BOOLEANISH = new Set(["contentEditable", "draggable", "spellCheck", "focusable"]);

/** Boolean HTML attributes: present and empty when true, absent when false. */
const BOOLEAN = new Set([
  "allowFullScreen",
  "async",
  "autoFocus",
  "checked",
  "default",
  "defer",
  "disabled",
  "formNoValidate",
  "hidden",
  "inert",
  "multiple",
  "noValidate",
  "open",
  "readOnly",
  "required",
  "reversed",
  "selected",
]);

/** Attributes that are present and empty when true, and take a value otherwise. */
const BOOLEAN_OR_VALUE = new Set(["download", "capture"]);

function attribute(prop: string, value: unknown): string {
  if (value === null || value === undefined) return "";
  if (typeof value === "function" || typeof value === "symbol" || typeof value === "object")
    throw new Error(`static markup: the ${prop} prop cannot be written as an attribute`);
  const stringly = prop.startsWith("aria-") || prop.startsWith("data-") || BOOLEANISH.has(prop);
  const name = BOOLEAN.has(prop) ? prop.toLowerCase() : (RENAMED.get(prop) ?? prop);
  if (typeof value === "boolean") {
    if (stringly) return ` ${name}="${value}"`;
    if (!BOOLEAN.has(prop) && !BOOLEAN_OR_VALUE.has(prop))
      throw new Error(`static markup: ${prop} is not a boolean attribute, so cannot be ${value}`);
    return value ? ` ${name}=""` : "";
  }
  if (BOOLEAN.has(prop)) throw new Error(`static markup: ${prop} takes a boolean`);
  return ` ${name}="${escapeHtml(String(value))}"`;
}

/** An <input>'s initial value and state, as the attributes React DOM writes for them. */
function inputProps(props: Record<string, unknown>): Record<string, unknown> {
  const { defaultValue, defaultChecked, ...rest } = props;
  return { ...rest, value: rest.value ?? defaultValue, checked: rest.checked ?? defaultChecked };
}

function hostElement(type: string, given: Record<string, unknown>): string {
  if ((type === "textarea" || type === "select") && ("value" in given || "defaultValue" in given))
    throw new Error(`static markup: a <${type}>'s value is not written here`);
  const props = type === "input" ? inputProps(given) : given;
  let attributes = "";
  for (const prop in props) {
    if (NOT_ATTRIBUTES.has(prop) || prop === "dangerouslySetInnerHTML") continue;
    if (/^on[A-Z]/.test(prop) || prop === "style")
      throw new Error(`static markup: <${type}> has ${prop}, which needs React in the browser`);
    attributes += attribute(prop, props[prop]);
  }
  const inner = props.dangerouslySetInnerHTML as { __html?: string } | undefined;
  if (VOID.has(type)) return `<${type}${attributes}/>`;
  const content = inner?.__html ?? write(props.children as ReactNode);
  return `<${type}${attributes}>${content}</${type}>`;
}

function write(node: ReactNode): string {
  if (node === null || node === undefined || typeof node === "boolean") return "";
  if (typeof node === "string") return escapeHtml(node);
  if (typeof node === "number" || typeof node === "bigint") return String(node);
  if (Array.isArray(node)) return node.map((child: ReactNode) => write(child)).join("");
  if (!isValidElement(node))
    throw new Error("static markup: only elements, text and arrays can be written");
  const { type, props } = node as ReactElement<Record<string, unknown>>;
  if (type === Fragment) return write(props.children as ReactNode);
  if (typeof type === "string") return hostElement(type, props);
  if (typeof type === "function" && (type as { $$typeof?: symbol }).$$typeof !== CLIENT_REFERENCE) {
    const rendered = (type as (props: unknown) => unknown)(props);
    if (rendered instanceof Promise)
      throw new Error(`static markup: ${type.name} is async, so cannot be written here`);
    return write(rendered as ReactNode);
  }
  throw new Error("static markup: a client component needs React in the browser");
}

/** The HTML React DOM writes for `node`, which must be server-only markup. */
export function renderStaticMarkup(node: ReactNode): string {
  return write(node);
}

/**
 * The host element `node` renders to (function components called until one returns an element
 * such as <section>), with its children written as a string in `dangerouslySetInnerHTML`.
 */
export function staticElement(node: ReactElement): ReactElement {
  let element: unknown = node;
  while (isValidElement(element) && typeof element.type === "function") {
    const { type, props } = element as ReactElement<Record<string, unknown>>;
    element = (type as (props: unknown) => unknown)(props);
  }
  if (!isValidElement(element) || typeof element.type !== "string")
    throw new Error("static markup: a static part must render one element such as <section>");
  const { type, props } = element as ReactElement<Record<string, unknown>>;
  const { children, ...rest } = props;
  const __html = write(children as ReactNode);
  return createElement(type, { ...rest, key: element.key, dangerouslySetInnerHTML: { __html } });
}
