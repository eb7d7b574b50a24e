import type { CityFigure } from "@/content/locations";

/** A market figure's label with its estimate mark: one component for the card and the page. */
export function FigureLabel({ figure }: { figure: CityFigure }) {
  return (
    <>
      {figure.label} <span className="whitespace-nowrap">{figure.mark}</span>
    </>
  );
}
