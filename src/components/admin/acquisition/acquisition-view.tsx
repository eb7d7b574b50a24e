import type { Acquisition } from "@/server/analytics/acquisition";

import { cityLabel, viewportLabels } from "./labels";
import { ConsentCard } from "./consent-card";
import { ConversionCard } from "./conversion-card";
import { TopPagesCard } from "./top-pages-card";
import { TrafficCard } from "./traffic-card";
import { VitalsCard } from "./vitals-card";

export function AcquisitionView({ acquisition }: { acquisition: Acquisition }) {
  const { conversions } = acquisition;
  return (
    <>
      <TrafficCard traffic={acquisition.traffic} />
      <div className="grid grid-cols-1 gap-6">
        <ConversionCard
          title="By landing page"
          keyLabel="Landing page"
          rows={conversions.landing}
          label={(key) => key || "Unknown"}
        />
        <ConversionCard
          title="By source"
          keyLabel="Source"
          rows={conversions.source}
          label={(key) => key}
        />
        <ConversionCard title="By city" keyLabel="City" rows={conversions.city} label={cityLabel} />
        <ConversionCard
          title="By screen"
          keyLabel="Screen"
          rows={conversions.viewport}
          label={(key) => viewportLabels[key] ?? "Unknown"}
        />
      </div>
      <div className="grid grid-cols-1 gap-6 xl:grid-cols-2">
        <TopPagesCard pages={acquisition.topPages} />
        <ConsentCard consent={acquisition.consent} />
      </div>
      {acquisition.vitals.map((window) => (
        <VitalsCard key={window.days} days={window.days} rows={window.rows} />
      ))}
    </>
  );
}
