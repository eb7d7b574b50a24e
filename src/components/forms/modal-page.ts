import { type RefObject, useCallback, useEffect, useRef } from "react";

/**
 * While `open`, the page behind a modal dialog neither scrolls nor takes focus, pointers or a
 * screen reader's attention: everything in <body> but the dialog's own root is `inert`, and the
 * root element stops scrolling (with the scrollbar's width kept, so nothing shifts). Applied once
 * the dialog is on screen (decision 096): restyling the whole page is not the tap's work. Returns
 * `release`, which gives the page back at once (focus can then return to the dialog's opener).
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
    const made = Array.from(document.body.children).filter(
      (element): element is HTMLElement =>
        element instanceof HTMLElement && element !== own && !element.inert,
    );
    for (const element of made) element.inert = true;
    const html = document.documentElement;
    const { overflow, paddingRight } = html.style;
    const scrollbar = window.innerWidth - html.clientWidth;
    html.style.overflow = "hidden";
    if (scrollbar > 0) html.style.paddingRight = `${scrollbar}px`;
    restore.current = () => {
      for (const element of made) element.inert = false;
      html.style.overflow = overflow;
      html.style.paddingRight = paddingRight;
    };
    return release;
  }, [open, root, release]);

  return release;
}
