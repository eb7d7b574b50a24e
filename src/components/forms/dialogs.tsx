"use client";

import {
  type RefObject,
  startTransition,
  useCallback,
  useEffect,
  useLayoutEffect,
  useRef,
  useState,
} from "react";

import SubmissionDialog, {
  type DialogHandle,
  type DialogKind,
  type DialogRequest,
} from "./submission-dialog";

const dialogKinds = ["waitlist", "contact"] as const;

/**
 * The waitlist and contact dialogs, each prepared hidden before its link is tapped (decision 096),
 * fetched with them once the page has settled. The host hands every tap to `openerRef`; `first` is
 * a tap that came before this code did.
 */
export default function Dialogs({
  first,
  openerRef,
}: {
  first: DialogRequest | null;
  openerRef: RefObject<((request: DialogRequest) => void) | null>;
}) {
  // The opening on screen, once React has rendered it (a tap shows a prepared dialog first).
  const [shown, setShown] = useState<DialogRequest | null>(first);
  // Each kind's dialog by key: a new key is a fresh, empty form.
  const [keys, setKeys] = useState<Record<DialogKind, number>>({ waitlist: 0, contact: 0 });
  // One at a time, so that neither's first style and layout makes one long task of both.
  const [kinds, setKinds] = useState<DialogKind[]>(() => [first?.kind ?? "waitlist"]);
  useEffect(() => {
    if (kinds.length === dialogKinds.length) return;
    afterIdle(() => startTransition(() => setKinds([...dialogKinds])));
  }, [kinds]);
  const handles = useRef(new Map<DialogKind, DialogHandle>());
  const register = useCallback((kind: DialogKind, handle: DialogHandle | null) => {
    if (handle) handles.current.set(kind, handle);
    else handles.current.delete(kind);
  }, []);
  // A tap's opening until React has it: a dialog closed before then (Back at once) stays closed.
  const showing = useRef<DialogRequest | null>(null);
  const onClosed = useCallback((kind: DialogKind, closedKey: number) => {
    showing.current = null;
    setShown(null);
    // The next opening gets a fresh form, prepared once the page is quiet again; unless a tap
    // came first and mounted one itself. Replacing that one would empty it, and its unmounting
    // would take its Back entry away, which closed it under the visitor's fingers.
    afterIdle(() =>
      startTransition(() =>
        setKeys((old) => (old[kind] === closedKey ? { ...old, [kind]: closedKey + 1 } : old)),
      ),
    );
  }, []);

  useLayoutEffect(() => {
    openerRef.current = (request) => {
      const prepared = handles.current.get(request.kind);
      if (prepared) {
        // On screen in this task's frame; React hears of it once that frame is painted.
        prepared.show(request);
        showing.current = request;
        afterPaint(() => {
          if (showing.current === request) setShown(request);
        });
        return;
      }
      // The fresh one is not ready yet: one is mounted for this tap, and shows itself.
      setKinds((old) => (old.includes(request.kind) ? old : [...old, request.kind]));
      setKeys((old) => ({ ...old, [request.kind]: old[request.kind] + 1 }));
      setShown(request);
    };
    return () => {
      openerRef.current = null;
    };
  }, [openerRef]);

  return kinds.map((kind) => (
    <SubmissionDialog
      key={`${kind}-${keys[kind]}`}
      kind={kind}
      request={shown?.kind === kind ? shown : null}
      register={register}
      onClosed={() => onClosed(kind, keys[kind])}
    />
  ));
}

/** Runs `task` once the frame being made now is painted. */
function afterPaint(task: () => void) {
  requestAnimationFrame(() => setTimeout(task, 0));
}

/** Runs `task` when the browser is next idle (or within a second). */
function afterIdle(task: () => void) {
  if (typeof window.requestIdleCallback === "function")
    window.requestIdleCallback(task, { timeout: 1000 });
  else window.setTimeout(task, 200);
}
