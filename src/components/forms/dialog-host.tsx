"use client";

import { startTransition, useEffect, useLayoutEffect, useRef, useState } from "react";

import { holdBackEntry } from "../ui/back-entry";
import type { DialogKind, DialogRequest } from "./submission-dialog";
import { type DialogsComponent, loadSubmissionDialog } from "./submission-dialog-loader";

const kinds = new Set<DialogKind>(["waitlist", "contact"]);

/**
 * Turns links marked `data-dialog="waitlist|contact"` into dialogs. The links stay ordinary links
 * to /signup and /contact, so without JavaScript (or with a modifier key) they simply navigate.
 *
 * The dialog's code is not part of the page's start-up: it is fetched once the page has settled
 * (the browser idle after `load`, or half a second after it), at the first touch or scroll, or as
 * soon as a pointer or focus reaches a dialog link, so a tap finds it ready. A tap that comes
 * before it has arrived shows the dialog's backdrop with a "loading" status at once, and the form
 * when its code is there. That wait takes the dialog's Back entry already: Back then gives up the
 * opening and keeps the page, as it closes a dialog on screen.
 */
export function DialogHost() {
  // A tap that came before the dialogs' code: its backdrop and status show meanwhile.
  const [request, setRequest] = useState<DialogRequest | null>(null);
  const [Dialogs, setDialogs] = useState<DialogsComponent | null>(null);
  // Once the dialogs are there, every tap goes to them (dialogs.tsx).
  const openerRef = useRef<((request: DialogRequest) => void) | null>(null);
  // The pending tap's Back entry, until the dialog shown for it holds the same entry itself.
  const pendingBack = useRef<ReturnType<typeof holdBackEntry> | null>(null);

  useEffect(() => {
    let active = true;
    // Scroll and pointer events come by the hundred: once the code is asked for, they do nothing.
    let asked = false;
    const load = () => {
      if (asked) return;
      asked = true;
      loadSubmissionDialog().then(
        // Prepared without hurry: React yields to the page while it renders them.
        (component) => active && startTransition(() => setDialogs(() => component)),
        // Offline or a failed chunk: the next attempt (or the link itself) tries again.
        () => {
          asked = false;
        },
      );
    };
    const unscheduleIdle = whenSettled(load);

    function onIntent(event: Event) {
      // A first touch or scroll anywhere says a visitor is reading, and the tap may be next.
      if (event.type === "pointerdown" || event.type === "scroll") return load();
      if ((event.target as Element | null)?.closest?.("a[data-dialog]")) load();
    }

    function onClick(event: MouseEvent) {
      if (event.defaultPrevented || event.button !== 0) return;
      if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
      const link = (event.target as Element | null)?.closest<HTMLAnchorElement>("a[data-dialog]");
      const kind = link?.dataset.dialog as DialogKind | undefined;
      if (!link || !kind || !kinds.has(kind)) return;
      event.preventDefault();
      const plan = link.dataset.plan;
      const next: DialogRequest = {
        kind,
        plan,
        source: `${window.location.pathname}${plan ? `?plan=${plan}` : ""}`,
        trigger: link,
      };
      if (openerRef.current) return openerRef.current(next);
      if (pendingBack.current) return;
      setRequest(next);
      const back = holdBackEntry(`dialog-${kind}`, () => {
        back.stop();
        pendingBack.current = null;
        setRequest(null);
        return true;
      });
      pendingBack.current = back;
      loadSubmissionDialog().then(
        (component) => active && setDialogs(() => component),
        () => {
          // Given up by Back meanwhile: the visitor stays where they are.
          if (pendingBack.current !== back) return;
          back.stop();
          // The dialog's code cannot be fetched: the link's own page has the same form, in the
          // place of the entry the tap took, so Back from it returns to this page.
          window.location.replace(link.href);
        },
      );
    }

    const intents = ["pointerdown", "pointerover", "focusin", "scroll"] as const;
    for (const type of intents)
      document.addEventListener(type, onIntent, { capture: true, passive: true });
    document.addEventListener("click", onClick);
    return () => {
      active = false;
      pendingBack.current?.stop();
      unscheduleIdle();
      for (const type of intents) document.removeEventListener(type, onIntent, { capture: true });
      document.removeEventListener("click", onClick);
    };
  }, []);

  // The dialog mounted for the pending tap has taken its entry over (a child's layout effect runs
  // first), so this listener stops and leaves the entry where it is.
  useLayoutEffect(() => {
    if (!Dialogs) return;
    pendingBack.current?.stop();
    pendingBack.current = null;
  }, [Dialogs]);

  if (!Dialogs) return request ? <DialogPending /> : null;
  return <Dialogs first={request} openerRef={openerRef} />;
}

/** What a tap shows while the dialog's code is still on its way: the backdrop and a status. */
function DialogPending() {
  return (
    <div
      data-dialog-pending=""
      role="status"
      className="fixed inset-0 z-50 grid place-items-center bg-navy-950/60"
    >
      <span className="dialog-spinner" aria-hidden="true" />
      <span className="sr-only">Opening the form…</span>
    </div>
  );
}

/** Runs `task` once the page has loaded and the browser is idle; returns a cancel function. */
function whenSettled(task: () => void): () => void {
  let idle: number | undefined;
  const schedule = () => {
    idle =
      typeof window.requestIdleCallback === "function"
        ? // Half a second at most: a phone busy hydrating may find no idle moment before the tap.
          window.requestIdleCallback(task, { timeout: 500 })
        : window.setTimeout(task, 200);
  };
  if (document.readyState === "complete") schedule();
  else window.addEventListener("load", schedule, { once: true });
  return () => {
    window.removeEventListener("load", schedule);
    if (idle === undefined) return;
    if (typeof window.cancelIdleCallback === "function") window.cancelIdleCallback(idle);
    else window.clearTimeout(idle);
  };
}
