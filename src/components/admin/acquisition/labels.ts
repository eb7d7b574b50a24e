import { getCity } from "@/content/locations";

/** Display words for what the analytics store as codes. */
export const pageTypeLabels: Record<string, string> = {
  home: "Home",
  "city-a": "City page (layout A)",
  "city-b": "City page (layout B)",
  article: "Article",
  legal: "Legal",
  signup: "Sign-up",
  contact: "Contact",
  other: "Other",
};

export const viewportLabels: Record<string, string> = {
  phone: "Phones",
  tablet: "Tablets",
  desktop: "Desktops",
};

export const cityLabel = (slug: string) =>
  slug === "" ? "Not a city page" : (getCity(slug)?.name ?? slug);

/** "12.5%" of a part in a whole; a dash when there is no whole to divide by. */
export function percent(part: number, whole: number): string {
  if (whole === 0) return "—";
  const share = (part / whole) * 100;
  return `${share < 10 ? share.toFixed(1) : Math.round(share)}%`;
}
