/**
 * The tick beside a list item. Drawn by CSS (`.tick` in globals.css) in the current text colour:
 * the landing page has 84 of them, and as inline SVGs they were a third of its elements, each
 * parsed, styled and hydrated, and written twice into the page (the HTML and the RSC payload).
 * Decorative, so hidden from assistive technology.
 */
export function Tick({ circle = false, className }: { circle?: boolean; className?: string }) {
  const shape = circle ? "tick-circle" : "tick";
  return <span aria-hidden="true" className={className ? `${shape} ${className}` : shape} />;
}
