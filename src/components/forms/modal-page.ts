import { type RefObject, useCallback, useEffect, useRef } from "react";

/**
 * While `open`, the page behind a modal dialog neither scrolls nor takes focus, pointers or a
 * screen reader's attention: everything in <body> but the dialog's own root is `aria-hidden`, Tab
 * and Shift+Tab go round the dialog's own stops, focus arriving anywhere else comes back to it,
 * the backdrop takes every pointer, and the root element stops scrolling (with the scrollbar's
 * width kept, so nothing shifts).
 *
 * Not `inert` (decision 097): making the page inert restyles every element in it, 544 on the home
 * page, a 241 ms task on a 4x phone just after the dialog appeared, which a first key or tap then
 * waited for. No style depends on `aria-hidden`, so setting it restyles nothing.
 *
 * Applied once the dialog is on screen (decision 096). Returns `release`, which gives the page back
 * at once (focus can then return to the dialog's opener).
 */
export function useModalPage(open: boolean, root: RefObject<HTMLElement | null>) {
  const restore = useRef<(() => void) | null>(null);
  const release = useCallback(() => {
    restore.current?.();
    restore.current = null;
  }, []);

  useEffect(() => {
    const own = root.current;
    if (!open || !own) return;
    const hidden = Array.from(document.body.children).filter(
      (element): element is HTMLElement =>
        element instanceof HTMLElement &&
        element !== own &&
        !element.inert &&
        element.getAttribute("aria-hidden") !== "true",
    );
    for (const element of hidden) element.setAttribute("aria-hidden", "true");

    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== "Tab" || event.defaultPrevented) return;
      const stops = tabStops(own);
      const active = document.activeElement;
      const inside = active instanceof Node && own.contains(active);
      const edge = event.shiftKey ? stops[0] : stops.at(-1);
      if (inside && active !== edge && active !== own) return;
      event.preventDefault();
      (event.shiftKey ? stops.at(-1) : stops[0])?.focus();
    };
    // Focus that reaches the page anyway (from the browser's own controls): back to the dialog.
    const onFocusIn = (event: FocusEvent) => {
      if (event.target instanceof Node && !own.contains(event.target)) tabStops(own)[0]?.focus();
    };
    document.addEventListener("keydown", onKeyDown, true);
    document.addEventListener("focusin", onFocusIn, true);

    const html = document.documentElement;
    const { overflow, paddingRight } = html.style;
    const scrollbar = window.innerWidth - html.clientWidth;
    html.style.overflow = "hidden";
    if (scrollbar > 0) html.style.paddingRight = `${scrollbar}px`;
    restore.current = () => {
      for (const element of hidden) element.removeAttribute("aria-hidden");
      document.removeEventListener("keydown", onKeyDown, true);
      document.removeEventListener("focusin", onFocusIn, true);
      html.style.overflow = overflow;
      html.style.paddingRight = paddingRight;
    };
    return release;
  }, [open, root, release]);

  return release;
}

const FOCUSABLE = "a[href], button, input, select, textarea, [tabindex]";

/** The elements Tab stops at inside `root`, in order (the honeypot's tabindex -1 is not one). */
function tabStops(root: HTMLElement): HTMLElement[] {
  return Array.from(root.querySelectorAll<HTMLElement>(FOCUSABLE)).filter(
    (element) =>
      element.tabIndex >= 0 &&
      !(element as HTMLButtonElement).disabled &&
      !(element instanceof HTMLInputElement && element.type === "hidden") &&
      element.getClientRects().length > 0,
  );
}
