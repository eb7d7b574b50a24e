"use client";

import { Menu, X } from "@/components/icons/stroke-icons";
import { usePathname } from "next/navigation";
import { useEffect, useId, useRef, useState, useSyncExternalStore } from "react";

import type { NavLink } from "@/content/navigation";

import { DialogLink } from "../ui/button-link";

const panelClass = "absolute inset-x-0 top-16 border-b border-slate-200 bg-white shadow-lg";
// Paper has no menu to open.
const toggleClass =
  "inline-flex size-11 items-center justify-center rounded-lg text-navy-900 hover:bg-slate-100 print:hidden";

const noSubscription = () => () => {};

/**
 * Phone-width navigation. The server's HTML is a native <details> disclosure, so the menu opens
 * before the scripts load and without JavaScript at all (issue 17); once hydrated it becomes a
 * disclosure button that closes on Escape and on navigation.
 */
export function MobileMenu({ links }: { links: readonly NavLink[] }) {
  const hydrated = useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
  return hydrated ? <ScriptedMenu links={links} /> : <NativeMenu links={links} />;
}

function NativeMenu({ links }: { links: readonly NavLink[] }) {
  return (
    <details className="group md:hidden" data-testid="native-menu">
      <summary
        className={`${toggleClass} cursor-pointer list-none [&::-webkit-details-marker]:hidden`}
      >
        <Menu aria-hidden="true" className="size-6 group-open:hidden" />
        <X aria-hidden="true" className="hidden size-6 group-open:block" />
        <span className="sr-only">Menu</span>
      </summary>
      <div className={panelClass}>
        <MenuNav links={links} />
      </div>
    </details>
  );
}

function ScriptedMenu({ links }: { links: readonly NavLink[] }) {
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const toggleRef = useRef<HTMLButtonElement>(null);
  const pathname = usePathname();

  // A route change (including Back) closes the menu; the state is reset during render, the
  // React-recommended alternative to an effect for derived resets.
  const [lastPath, setLastPath] = useState(pathname);
  if (pathname !== lastPath) {
    setLastPath(pathname);
    setOpen(false);
  }

  useEffect(() => {
    if (!open) return;
    function onKeyDown(event: KeyboardEvent) {
      if (event.key === "Escape") {
        setOpen(false);
        toggleRef.current?.focus();
      }
    }
    document.addEventListener("keydown", onKeyDown);
    return () => document.removeEventListener("keydown", onKeyDown);
  }, [open]);

  return (
    <div className="md:hidden">
      <button
        ref={toggleRef}
        type="button"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((value) => !value)}
        className={toggleClass}
      >
        {open ? (
          <X aria-hidden="true" className="size-6" />
        ) : (
          <Menu aria-hidden="true" className="size-6" />
        )}
        <span className="sr-only">{open ? "Close menu" : "Open menu"}</span>
      </button>
      <div id={panelId} hidden={!open} className={panelClass}>
        <MenuNav links={links} onNavigate={() => setOpen(false)} />
      </div>
    </div>
  );
}

function MenuNav({ links, onNavigate }: { links: readonly NavLink[]; onNavigate?: () => void }) {
  return (
    <nav aria-label="Mobile" className="container-page py-4">
      <ul className="space-y-1">
        {links.map((link) => (
          <li key={link.href}>
            <a
              href={link.href}
              onClick={onNavigate}
              className="block rounded-lg px-3 py-3 text-base font-medium text-navy-900 hover:bg-slate-100"
            >
              {link.label}
            </a>
          </li>
        ))}
      </ul>
      <div className="mt-4 grid grid-fit-32 gap-3">
        <DialogLink dialog="contact" onClick={onNavigate} variant="secondary" size="lg">
          Contact Us
        </DialogLink>
        <DialogLink dialog="waitlist" onClick={onNavigate} size="lg">
          Get Started
        </DialogLink>
      </div>
    </nav>
  );
}
