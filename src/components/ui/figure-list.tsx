import type { ReactNode } from "react";

export interface Figure {
  label: string;
  value: ReactNode;
}

interface Props {
  figures: readonly Figure[];
  /** The list's grid, and each figure's box, label and value: each place draws its own. */
  className: string;
  itemClassName: string;
  labelClassName: string;
  valueClassName: string;
}

/** Figures with their labels as a description list: a screen reader reads each label with its value. */
export function FigureList({
  figures,
  className,
  itemClassName,
  labelClassName,
  valueClassName,
}: Props) {
  return (
    <dl className={className}>
      {figures.map((figure) => (
        <div key={figure.label} className={itemClassName}>
          <dt className={labelClassName}>{figure.label}</dt>
          <dd className={valueClassName}>{figure.value}</dd>
        </div>
      ))}
    </dl>
  );
}
