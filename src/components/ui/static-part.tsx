import type { ReactElement } from "react";

import { staticElement } from "@/lib/static-markup";

/**
 * A part of a public page no visitor acts on: its one element keeps its attributes, and
 * everything inside reaches the browser as an HTML string React does not hydrate (decision 032).
 * Only server markup may be inside: a client component, an event handler or a style object
 * throws at build time.
 */
export function StaticPart({ children }: { children: ReactElement }) {
  return staticElement(children);
}
