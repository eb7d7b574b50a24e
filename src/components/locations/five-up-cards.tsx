import type { IconComponent } from "@/components/icons/stroke-icons";

import type { TitledPoint } from "@/content/locations";

import { IconCard } from "../ui/icon-card";
import { fiveUpGrid, fiveUpItem } from "./five-up";

/**
 * A city section's cards under one icon, laid out by `fiveUpGrid` whatever their count; on a
 * muted band they stand out white and raised.
 */
export function FiveUpCards({
  points,
  Icon,
  onMuted = false,
}: {
  points: readonly TitledPoint[];
  Icon: IconComponent;
  onMuted?: boolean;
}) {
  return (
    <ul className={fiveUpGrid}>
      {points.map((point, index) => (
        <IconCard
          key={point.title}
          Icon={Icon}
          title={point.title}
          description={point.description}
          className={`rounded-2xl border border-slate-200 ${onMuted ? "bg-white p-6 shadow-sm" : "p-6"} ${fiveUpItem(index, points.length)}`}
        />
      ))}
    </ul>
  );
}
