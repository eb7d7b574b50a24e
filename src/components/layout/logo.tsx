import { SiteLink } from "@/components/ui/site-link";

import { site } from "@/content/site";

/** Hard-hat mark and wordmark; inline SVG so it costs no request. */
export function LogoMark({ className = "size-8" }: { className?: string }) {
  return (
    <svg viewBox="0 0 32 32" className={className} aria-hidden="true" focusable="false">
      <rect width="32" height="32" rx="7" fill="#ea580c" />
      <path d="M7 21h18v2.5H7z" fill="#fff" />
      <path d="M9 20.5a7 7 0 0 1 14 0z" fill="#fff" />
      <path d="M15 11.5h2v5h-2z" fill="#ea580c" />
    </svg>
  );
}

export function Logo({ inverted = false }: { inverted?: boolean }) {
  return (
    <SiteLink
      href="/"
      className={`inline-flex items-center gap-2 rounded-md text-xl font-extrabold tracking-tight ${
        inverted ? "text-white" : "text-navy-900"
      }`}
    >
      <LogoMark className="size-8 shrink-0 @max-[11rem]:hidden" />
      <span>{site.name}</span>
      <span className="sr-only">, home</span>
    </SiteLink>
  );
}
