import type { CityLayoutB } from "../types";

export const derby: CityLayoutB = {
  name: "Derby",
  slug: "derby",
  region: "East Midlands",
  layout: "B",
  tagline: "Keep Derby jobs moving, from listed mills by the Derwent to new-build plots",
  intro:
    "Derby firms work everywhere from old mill buildings by the river to fresh plots on the edge of the city. Grafter is a CRM for trades being built to hold every quote, job and invoice in one place, so the office side stops eating your evenings.",
  description:
    "Derby's building trade sits alongside a long engineering and railway history, and it shows in the work. The Derwent Valley Mills World Heritage Site reaches into the city, so some jobs near the river involve listed fabric and tighter planning conditions. Flood defence work along the Derwent has reshaped parts of the riverside, and older parts of the city centre are being redeveloped. Around the edges, new housing estates keep groundworkers, bricklayers and second-fix trades busy on plot-by-plot programmes, while industrial and commercial premises need regular maintenance and fit-out. Many firms here balance a careful heritage repair with fast-moving site work in the same week.",
  figures: {
    annualOutput: "£2.5bn",
    constructionWorkers: "32,000+",
    activeSites: "400+",
  },
  keyFeatures: [
    "Attach listed building consents and heritage notes to the right job",
    "Schedule plot-by-plot second fix with your team's diaries side by side",
    "Raise applications for payment and watch retentions until they're released",
    "Record snagging with photos so handover sign-off isn't disputed later",
  ],
  whyChoose: {
    localExpertise:
      "Derby work can swing from lime mortar and sash windows on a listed building to timber-frame plots on a tight build programme. Grafter is being designed so job templates, checklists and folders suit both, keeping consents, method statements and certificates attached to the address they belong to.",
    projectManagement:
      "Plan the week, assign jobs to people and see at a glance which plots are waiting on another trade. Track costs against the quote as the job runs, so you spot one drifting into a loss before the final invoice goes out, not after.",
    localSupport:
      "There's no Derby office. Grafter's support team is UK-based, and founding members get priority support and can contact the founders directly. Early members help steer what gets built, so tell us how jobs in the East Midlands really run.",
  },
  closing:
    "Add your Derby business to the waitlist to claim one of 100 founding places, with beta access and a price that never goes up.",
  illustrationAlt:
    "Flat illustration of Derby: a many-windowed brick mill with a bell turret, the tall pinnacled cathedral tower, a steam locomotive by the river, and a crane over a scaffolded new-build block.",
  metaDescription:
    "Software for trades in Derby: quotes, invoices, retentions, snagging and heritage job records for builders, electricians and plumbers. Join our waitlist.",
};
