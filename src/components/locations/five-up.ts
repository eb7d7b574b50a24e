/**
 * Grid classes that lay cards out three to a row on wide screens, but give a last row of two
 * (as with five cards) the full width, and a lone last card on tablets both columns: no empty
 * cells at the end of a section.
 */
export const fiveUpGrid = "grid grid-cols-1 gap-6 md:grid-cols-2 lg:grid-cols-6";

export function fiveUpItem(index: number, count = 5): string {
  const lastRowStart = count - (count % 3 || 3);
  const wide = count % 3 === 2 && index >= lastRowStart ? "lg:col-span-3" : "lg:col-span-2";
  const lone = count % 2 === 1 && index === count - 1 ? "md:col-span-2" : "";
  return `${wide} ${lone}`.trim();
}
