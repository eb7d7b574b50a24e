/**
 * A list whose items each start with a tick, drawn by CSS (`.ticks` in theme.css) as the item's
 * `::before`: no element per tick, and no class per item. Pages list up to 84 of these; as an
 * element and a class string each, the ticks were a third of the landing page's elements, every
 * one written twice (the HTML and the RSC payload) and hydrated. The tick is decorative: a
 * generated box with no text says nothing to assistive technology.
 */
export function TickList({
  items,
  circle = false,
  className,
}: {
  items: readonly string[];
  /** The ticked circle instead of the bare tick. */
  circle?: boolean;
  /** The list's layout and type; `tick-lg` for the larger tick, `[--tick-colour:…]` for another colour. */
  className?: string;
}) {
  const shape = circle ? "ticks ticks-circle" : "ticks";
  return (
    <ul className={className ? `${shape} ${className}` : shape}>
      {items.map((item) => (
        <li key={item}>{item}</li>
      ))}
    </ul>
  );
}
