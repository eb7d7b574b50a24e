import { launch } from "../../launch";
import { founderSaving } from "../../site";
import type { CityLayoutA } from "../types";

export const dundee: CityLayoutA = {
  name: "Dundee",
  slug: "dundee",
  region: "Scotland",
  layout: "A",
  tagline: "Tayside's waterfront city, busy with regeneration and new homes",
  intro:
    "Dundee has rebuilt its waterfront, and local trades are still busy with what has followed. Grafter is a job and customer app being built for the joiners, roofers, plumbers and electricians working across the city and Tayside.",
  description:
    "Dundee's construction market has been shaped by the waterfront regeneration, which replaced old roads and sheds with new streets, offices and hotels. Beyond the centre, tenement repairs and housing-association work in areas such as Lochee, Stobswell and the West End keep smaller firms busy, and a common repair can mean dealing with several owners at once. The port's growing role in offshore wind and new housing at the Western Gateway add to the mix. As elsewhere in Scotland, much building work needs a building warrant from the council, so trades plan around warrant approval and completion. Wind off the Tay, short winter days and jobs over the bridge in Fife all test a schedule.",
  figures: {
    activeProjects: "380+",
    companies: "320+",
    marketValue: "£3.2bn",
    growth: "6.2%",
  },
  figuresAreEstimates: false,
  keyFeatures: [
    "Track building warrants and completion certificates for Scottish jobs",
    "Manage tenement repairs with several owners and contacts per job",
    "Schedule crews across Dundee, Angus and over the bridge to Fife",
    "Quote joinery, roofing and heating upgrades from saved rates",
    "Log weather delays and site photos from a basic phone",
  ],
  majorProjects: [
    {
      name: "Dundee Waterfront",
      description:
        "The city's long-running regeneration between the Tay and the city centre, bringing offices, hotels, homes and public spaces around the V&A and the rebuilt station.",
    },
    {
      name: "Michelin Scotland Innovation Parc",
      description:
        "The former Michelin tyre factory site, being turned into a base for low-carbon mobility and energy businesses, with industrial units to build and refit.",
    },
    {
      name: "Port of Dundee",
      description:
        "Forth Ports' upgrades to quays and land at the port to serve offshore wind projects, bringing heavy civils and industrial work.",
    },
    {
      name: "Western Gateway",
      description:
        "Housing growth on Dundee's western edge, where phased developments keep housebuilding trades busy from groundworks to handover.",
    },
    {
      name: "Tay Cities Deal",
      description:
        "A joint funding programme for Dundee, Angus, Perth and Kinross and north east Fife, supporting projects from innovation centres to tourism and transport.",
    },
  ],
  whyChoose: [
    {
      title: "Built with Scotland in mind",
      description:
        "Job records have room for warrant references, verifier notes and completion documents, kept alongside your quotes and invoices.",
    },
    {
      title: "Handles multi-owner jobs",
      description:
        "Tenement repairs often involve several owners, a factor and sometimes a housing association. Keep every contact and approval on one job file.",
    },
    {
      title: "Crews stay in the loop",
      description:
        "The field app sends tasks and changes to each phone, so a joiner heading to Broughty Ferry knows the plan has moved before they arrive.",
    },
    {
      title: "Cash flow at a glance",
      description:
        "See which invoices are paid, which are late and what is held in retention, without digging through emails and notebooks.",
    },
    {
      title: "Affordable for small firms",
      description:
        "Plans start at £19 per back-office user each month, with field users at £1, which suits a three-person Dundee business.",
    },
  ],
  getStarted: `We are aiming to launch Grafter ${launch.when}. Dundee and Tayside trades who join the founder's waitlist now can be among the first 100 UK businesses to keep up to 60% off for life, ${founderSaving}, plus beta access and priority support. Join and help us build around the way you work.`,
  closing:
    "New waterfront, old tenements and plenty of work in between. Join the waitlist and have Grafter ready for your Dundee jobs.",
  illustrationAlt:
    "Flat drawing of Dundee: the ribbed, ship-like V&A Dundee on the waterfront, the long low Tay Road Bridge crossing the river, the three masts of RRS Discovery, and a tower crane over a scaffolded new-build block.",
  metaDescription:
    "Software for trades in Dundee and Tayside: Grafter is a CRM being built for building warrants, tenement repairs, quotes and crews. Join the founder's waitlist.",
};
