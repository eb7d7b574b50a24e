import {
  BrickWall,
  CalendarDays,
  ChartColumn,
  ClipboardList,
  FileText,
  Hammer,
  HardHat,
  type IconComponent,
  PaintRoller,
  PoundSterling,
  ShieldCheck,
  Shovel,
  Users,
  Warehouse,
  Wrench,
  Zap,
  Layers,
} from "@/components/icons/stroke-icons";

import type { FeatureIcon } from "@/content/features";
import type { IncludeGroupIcon } from "@/content/pricing";
import type { TradeId } from "@/content/trades";

// Content names icons by meaning; only this file knows the icon library.
export const featureIcons: Record<FeatureIcon, IconComponent> = {
  schedule: CalendarDays,
  quote: FileText,
  finance: PoundSterling,
  clients: Users,
  analytics: ChartColumn,
  compliance: ShieldCheck,
};

export const tradeIcons: Record<TradeId, IconComponent> = {
  electrician: Zap,
  plumber: Wrench,
  carpenter: Hammer,
  decorator: PaintRoller,
  roofer: Warehouse,
  groundworker: Shovel,
  bricklayer: BrickWall,
  plasterer: Layers,
};

export const includeIcons: Record<IncludeGroupIcon, IconComponent> = {
  projects: ClipboardList,
  finance: PoundSterling,
  resources: Users,
  safety: HardHat,
};
