"use client";

import { usePathname } from "next/navigation";
import { type ReactNode, useEffect, useRef } from "react";

/**
 * Closes the phone menu (the <details> inside it) on Escape, when one of its links is followed,
 * and when the page changes under it (a client-side navigation). It never opens or renders the
 * menu itself: the disclosure stays native, so its state before hydration is kept (conventions.md "The phone menu is the native disclosure").
 */
export function MenuCloser({ children }: { children: ReactNode }) {
  const ref = useRef<HTMLDivElement>(null);
  const pathname = usePathname();
  const shownPath = useRef(pathname);

  useEffect(() => {
    const details = ref.current?.querySelector("details");
    if (!details) return;
    const menu = details;
    function onKeyDown(event: KeyboardEvent) {
      if (event.key !== "Escape" || !menu.open) return;
      menu.open = false;
      menu.querySelector("summary")?.focus();
    }
    // A dialog link's click reaches the dialog host after this, on the document.
    function onClick(event: MouseEvent) {
      if ((event.target as Element | null)?.closest("a")) menu.open = false;
    }
    document.addEventListener("keydown", onKeyDown);
    menu.addEventListener("click", onClick);
    return () => {
      document.removeEventListener("keydown", onKeyDown);
      menu.removeEventListener("click", onClick);
    };
  }, []);

  // Not on the first render: a menu opened before the scripts arrived stays open.
  useEffect(() => {
    if (shownPath.current === pathname) return;
    shownPath.current = pathname;
    const details = ref.current?.querySelector("details");
    if (details) details.open = false;
  }, [pathname]);

  return (
    <div ref={ref} className="contents">
      {children}
    </div>
  );
}
