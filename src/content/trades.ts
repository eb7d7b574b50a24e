/** The eight trade cards of the landing page's target-audience section. */

export type TradeId =
  | "electrician"
  | "plumber"
  | "carpenter"
  | "decorator"
  | "roofer"
  | "groundworker"
  | "bricklayer"
  | "plasterer";

export interface Trade {
  id: TradeId;
  name: string;
  description: string;
  benefits: [string, string, string];
}

export const trades: readonly Trade[] = [
  {
    id: "electrician",
    name: "Electricians",
    description:
      "First fix, second fix, testing and certification across dozens of plots, with every result traceable.",
    benefits: [
      "Track first and second fix by plot",
      "Store test results and certificates",
      "Schedule testers and apprentices",
    ],
  },
  {
    id: "plumber",
    name: "Plumbers",
    description:
      "Heating and plumbing installs on new-build sites, from carcassing to commissioning and handover.",
    benefits: [
      "Materials lists per house type",
      "Commissioning records in one place",
      "Callbacks and snags logged with photos",
    ],
  },
  {
    id: "carpenter",
    name: "Carpenters",
    description:
      "Roof trusses, first fix joinery and kitchens fitted to the programme, gang by gang.",
    benefits: [
      "Price work sheets for each gang",
      "Plot-by-plot progress tracking",
      "Variation requests with evidence",
    ],
  },
  {
    id: "decorator",
    name: "Decorators",
    description:
      "Mist coats, finishes and snagging sweeps, timed around the other trades and plot handovers.",
    benefits: [
      "Book sweeps around handover dates",
      "Colour schedules per house type",
      "Snag lists closed out with photos",
    ],
  },
  {
    id: "roofer",
    name: "Roofers",
    description:
      "Tiling, slating and flat roofs where the weather moves the programme and safety paperwork matters.",
    benefits: [
      "Weather-aware scheduling",
      "Working-at-height RAMS to hand",
      "Photo evidence of completed roofs",
    ],
  },
  {
    id: "groundworker",
    name: "Groundworkers",
    description:
      "Foundations, drainage and external works with plant, materials and day-works to keep on top of.",
    benefits: [
      "Plant and labour on one plan",
      "Day-work sheets signed on site",
      "Drainage and as-built records",
    ],
  },
  {
    id: "bricklayer",
    name: "Bricklayers",
    description:
      "Gangs laying to lifts and plots, where measured work and retentions decide whether a job paid.",
    benefits: [
      "Measured work by lift and plot",
      "Retentions tracked to release",
      "Gang performance at a glance",
    ],
  },
  {
    id: "plasterer",
    name: "Plasterers",
    description:
      "Boarding, skimming and dry-lining across house types, with tight hand-offs to the trades either side.",
    benefits: [
      "Board and skim quantities per plot",
      "Hand-offs to follow-on trades",
      "Quality checks before handover",
    ],
  },
];
