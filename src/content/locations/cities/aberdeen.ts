import { launch } from "../../launch";
import { founderSaving } from "../../site";
import type { CityLayoutA } from "../types";

export const aberdeen: CityLayoutA = {
  name: "Aberdeen",
  slug: "aberdeen",
  region: "Scotland",
  layout: "A",
  tagline: "North East Scotland's energy and maritime construction hub",
  intro:
    "Aberdeen trades work in granite, in the wind and often a long way from the yard. Grafter is a CRM and project app being built for the electricians, plumbers, joiners and roofers who keep the Granite City and Aberdeenshire running.",
  description:
    "Aberdeen's construction market follows the energy sector more closely than most. When oil and gas are busy, commercial fit-outs and housing pick up, and the move towards offshore wind and hydrogen is bringing new port and industrial work. The city's granite tenements and terraces need specialist masonry and careful repair, often in conservation areas. In Scotland, much building work needs a building warrant from the council before it starts and a completion certificate accepted at the end, so trades need that paperwork in order. Cold, dark winters and haar rolling in off the North Sea cut into site hours, and jobs out in Aberdeenshire mean long drives on the A90 and A96.",
  figures: {
    activeProjects: "450+",
    companies: "380+",
    marketValue: "£3.8bn",
    growth: "6.5%",
  },
  figuresAreEstimates: false,
  keyFeatures: [
    "Track building warrants and completion certificates against each Scottish job",
    "Plan crews around short winter daylight and long Aberdeenshire drives",
    "Quote granite repairs, rewires and heating upgrades from saved rates",
    "Manage subcontract packages on port, energy and commercial sites",
    "Store RAMS, CSCS cards and site inductions for every operative",
  ],
  majorProjects: [
    {
      name: "City Centre and Beach Masterplan",
      description:
        "The council's long-term plan to renew Union Street, Union Terrace Gardens, the market site and the beachfront, bringing streetscape, refurbishment and public realm work.",
    },
    {
      name: "Aberdeen South Harbour",
      description:
        "The Port of Aberdeen's harbour expansion at Nigg Bay, built to take larger vessels, with follow-on industrial, marine and energy-related work around it.",
    },
    {
      name: "Energy Transition Zone",
      description:
        "An area near the new south harbour set aside for offshore wind, hydrogen and other low-carbon businesses, with industrial units and infrastructure to build.",
    },
    {
      name: "Countesswells",
      description:
        "A new community on the western edge of Aberdeen, where phased housebuilding keeps groundworkers, bricklayers, joiners and finishing trades in work.",
    },
    {
      name: "Chapelton",
      description:
        "A new town being built in phases south of Aberdeen near Newtonhill, with homes and community buildings that need the full range of trades.",
    },
  ],
  whyChoose: [
    {
      title: "Scottish paperwork in one place",
      description:
        "Keep building warrant references, verifier correspondence and completion documents with each job, so nothing is missing when it is time to sign off.",
    },
    {
      title: "Made for long distances",
      description:
        "When a crew is an hour up the road in Ellon or Inverurie, the field app keeps their tasks, photos and hours coming back to the office.",
    },
    {
      title: "Fits an energy-led market",
      description:
        "Work here rises and falls with the energy sector. Business analytics show which clients and job types pay best, so you can plan for quieter spells.",
    },
    {
      title: "Weather-proof scheduling",
      description:
        "Move jobs quickly when the haar comes in or the wind is too strong for roofing, and the whole crew sees the change at once.",
    },
    {
      title: "Priced for local firms",
      description:
        "Plans start at £19 per back-office user each month, and field users are £1 each, which keeps costs low for small Aberdeen businesses.",
    },
  ],
  getStarted: `Grafter is set to reach North East firms ${launch.when}. Aberdeen and Aberdeenshire businesses that join the founder's waitlist can be among the first 100 UK trades businesses to lock in up to 60% off for life, ${founderSaving}, with early beta access and priority support. Sign up and tell us how your jobs run.`,
  closing:
    "From granite tenements to the new harbour, Aberdeen trades cover a lot of ground. Join the waitlist and get organised before launch.",
  illustrationAlt:
    "Flat drawing of Aberdeen: grey granite buildings with pinnacles and a church spire, an offshore rig on the horizon, an orange offshore supply vessel in the harbour, and a tower crane over a scaffolded new-build block.",
  metaDescription:
    "Grafter is a CRM being built for Aberdeen trades: building warrants, quotes, crews and payments in one app. Sign up now for founder pricing before launch.",
};
