import { launch } from "../../launch";
import { founderSaving } from "../../site";
import type { CityLayoutA } from "../types";

export const sheffield: CityLayoutA = {
  name: "Sheffield",
  slug: "sheffield",
  region: "Yorkshire and the Humber",
  layout: "A",
  tagline: "Yorkshire's manufacturing hub with a growing construction market",
  intro:
    "Sheffield is a city of hills, steel and students, and its trades are busy with all three. Grafter is being built to give plumbers, electricians, joiners and plasterers here one place to run quotes, jobs and crews.",
  description:
    "Sheffield's construction market is driven by city-centre regeneration, student and residential blocks, and a manufacturing base that keeps industrial units and workshops in demand. Heart of the City has reshaped the streets around Pinstone Street and Cambridge Street, while Kelham Island and Neepsend have turned old works into flats, bars and studios. Stone-built terraces in Walkley, Crookes and Hillsborough keep refurbishment trades busy, and steep streets make access, parking and deliveries a daily puzzle. The Clean Air Zone affects older vans in the city centre, and jobs reaching into Rotherham, Barnsley and the edge of the Peak District add travel time. With small jobs and large packages running together, knowing who is where matters.",
  figures: {
    activeProjects: "520+",
    companies: "420+",
    marketValue: "£4.2bn",
    growth: "6.5%",
  },
  figuresAreEstimates: false,
  keyFeatures: [
    "Schedule crews across Sheffield, Rotherham and Barnsley without clashes",
    "Quote stone-terrace refurbishments and rewires from saved rates",
    "Track valuations and retentions on city-centre and industrial packages",
    "Keep RAMS, CSCS cards and NICEIC certificates with each job",
    "See which job types earn most with simple business reports",
  ],
  majorProjects: [
    {
      name: "Heart of the City",
      description:
        "The council-led rebuilding of several city-centre blocks, mixing new offices, homes, shops and restored historic buildings, with plenty of fit-out and M&E work.",
    },
    {
      name: "Park Hill",
      description:
        "Urban Splash's phased refurbishment of the listed Park Hill flats above the station, where concrete repair and new homes and student rooms need careful, specialist trades.",
    },
    {
      name: "Kelham Island and Neepsend",
      description:
        "Riverside regeneration where former works and warehouses are being turned into homes and workspaces, mixing conversion work with new-build apartments.",
    },
    {
      name: "Sheffield Olympic Legacy Park",
      description:
        "A sport, health and education campus in Attercliffe on the former Don Valley Stadium site, with research, school and sports buildings.",
    },
    {
      name: "Advanced Manufacturing Park and Waverley",
      description:
        "Just over the boundary in Rotherham, the research park and the Waverley new community bring industrial units and a steady run of new homes.",
    },
  ],
  whyChoose: [
    {
      title: "Built for mixed workloads",
      description:
        "Sheffield firms often juggle a student-block package, a terrace rewire and a workshop fit-out. Grafter keeps each job's quote, tasks and costs in one view.",
    },
    {
      title: "Clear payment records",
      description:
        "Log applications for payment, pay-less notices and retentions under the Construction Act, so you can see exactly what each main contractor owes.",
    },
    {
      title: "Report from site, not the office",
      description:
        "The field app is designed for quick photo uploads and time logs on site, so crews do not need to drive back across the hills to report in.",
    },
    {
      title: "Compliance at hand",
      description:
        "Keep gas and electrical certificates, RAMS and training records against each job and each worker, ready when a site manager asks for them.",
    },
    {
      title: "Pricing that suits small firms",
      description:
        "Back-office plans start at £19 a month and field users cost £1 each, with founder pricing locked in for the first 100 UK businesses.",
    },
  ],
  getStarted: `Sheffield trades can get in ahead of Grafter's ${launch.named}. If you run a trades business in the city or across South Yorkshire, join the founder's waitlist now. The first 100 UK firms keep up to 60% off for life, ${founderSaving}, and get beta access and priority support while we shape the tools with you.`,
  closing:
    "Steel city, busy trades. Join the waitlist and have your jobs, crews and payments in order before Grafter launches.",
  illustrationAlt:
    "Flat drawing of Sheffield: rolling hills, the long Park Hill flats with coloured panels, the ribbed Cheesegrater car park, steelworks sheds and chimneys, and a tower crane over a scaffolded new-build block.",
  metaDescription:
    "Software for trades in Sheffield: Grafter is a CRM being built for quotes, crews, CIS and payments across South Yorkshire. Join the founder's waitlist today.",
};
