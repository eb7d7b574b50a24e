"use client";

import { useEffect, useRef } from "react";

/**
 * A hidden field only the browser can fill (a time, a random key): empty in the server's HTML,
 * set once when the form is first shown and left alone after, so a restored draft keeps its own.
 * `make` should be a module-level function; it is given the input (and so its form).
 */
export function HiddenOnMount({
  name,
  make,
}: {
  name: string;
  make: (input: HTMLInputElement) => string;
}) {
  const ref = useRef<HTMLInputElement>(null);
  useEffect(() => {
    if (ref.current && !ref.current.value) ref.current.value = make(ref.current);
  }, [make]);
  // No value or defaultValue prop: on a hidden input both are the value attribute, and React
  // writes a given one back on every re-render of the form, wiping what was set here.
  return <input ref={ref} type="hidden" name={name} />;
}
