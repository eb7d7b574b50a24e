"use client";

import { lazy, Suspense, useEffect, useState } from "react";

import type { DialogKind, DialogRequest } from "./submission-dialog";

// The dialog and its forms download on the first click, not with the page (zod on first focus).
const SubmissionDialog = lazy(() => import("./submission-dialog"));

const kinds = new Set<DialogKind>(["waitlist", "contact"]);

/**
 * Turns links marked `data-dialog="waitlist|contact"` into dialogs. The links stay ordinary links
 * to /signup and /contact, so without JavaScript (or with a modifier key) they simply navigate.
 */
export function DialogHost() {
  const [request, setRequest] = useState<DialogRequest | null>(null);
  const [open, setOpen] = useState(false);

  useEffect(() => {
    function onClick(event: MouseEvent) {
      if (event.defaultPrevented || event.button !== 0) return;
      if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
      const link = (event.target as Element | null)?.closest<HTMLAnchorElement>("a[data-dialog]");
      const kind = link?.dataset.dialog as DialogKind | undefined;
      if (!link || !kind || !kinds.has(kind)) return;
      event.preventDefault();
      const plan = link.dataset.plan;
      setRequest((previous) => ({
        id: (previous?.id ?? 0) + 1,
        kind,
        plan,
        source: `${window.location.pathname}${plan ? `?plan=${plan}` : ""}`,
        trigger: link,
      }));
      setOpen(true);
    }
    document.addEventListener("click", onClick);
    return () => document.removeEventListener("click", onClick);
  }, []);

  if (!request) return null;
  return (
    <Suspense fallback={null}>
      {/* A new key per opening: a fresh, empty form each time. */}
      <SubmissionDialog key={request.id} request={request} open={open} onOpenChange={setOpen} />
    </Suspense>
  );
}
