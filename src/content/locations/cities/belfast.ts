import { launch } from "../../launch";
import { founderSaving } from "../../site";
import type { CityLayoutA } from "../types";

export const belfast: CityLayoutA = {
  name: "Belfast",
  slug: "belfast",
  region: "Northern Ireland",
  layout: "A",
  tagline: "Northern Ireland's leading construction market",
  intro:
    "Belfast's skyline has changed fast around the harbour and the city centre, and local firms are doing much of that work. Grafter is being built as a CRM and job planner for Northern Ireland's sparks, plumbers, joiners and groundworkers.",
  description:
    "Belfast's construction work runs from large waterfront schemes around Titanic Quarter and City Quays to housing across the city's outer estates and the commuter towns along the M1 and M2. Northern Ireland has its own building regulations, with building control run by the councils, so firms that also work in Great Britain cannot assume the same paperwork applies. Red-brick terraces in south and east Belfast keep refurbishment trades busy with rewires, heating upgrades and damp repairs, while student blocks and new offices need fit-out crews. Wet weather is a fact of life for roofers and groundworkers, and some firms also take jobs across the border, so schedules and pricing need to be clear from the start.",
  figures: {
    activeProjects: "620+",
    companies: "480+",
    marketValue: "£4.8bn",
    growth: "7.1%",
  },
  figuresAreEstimates: false,
  keyFeatures: [
    "Schedule crews across Belfast, Lisburn, Newtownabbey and further afield",
    "Keep building control approvals and completion records together for each job",
    "Quote terrace rewires, boiler swaps and kitchen refits from saved price lists",
    "Track applications for payment on waterfront and city-centre subcontracts",
    "Log rain delays and site photos straight from your phone",
  ],
  majorProjects: [
    {
      name: "Titanic Quarter",
      description:
        "The regeneration of former shipyard land on Queen's Island, mixing offices, apartments, film studios and visitor attractions that need everything from groundworks to fit-out.",
    },
    {
      name: "City Quays",
      description:
        "Belfast Harbour's waterfront development of offices, a hotel and public space on the city side of the Lagan, with commercial fit-out and M&E packages.",
    },
    {
      name: "Weavers Cross",
      description:
        "Translink's plan for the land around the new Grand Central transport hub, intended to bring homes, offices and public spaces to that side of the city centre.",
    },
    {
      name: "Sirocco Quays",
      description:
        "Mixed-use redevelopment of the former Sirocco engineering works on the east bank of the Lagan, with riverside apartments, offices and public space.",
    },
    {
      name: "Belfast Region City Deal",
      description:
        "A joint investment programme involving government, councils and universities, funding innovation, tourism and regeneration projects across the wider Belfast region.",
    },
  ],
  whyChoose: [
    {
      title: "Ready for Northern Ireland jobs",
      description:
        "Attach whatever each job needs, from building control approvals to test certificates and inspection notes, so your records match the rules you actually work under.",
    },
    {
      title: "CIS without the spreadsheet",
      description:
        "Subcontractors in Belfast still work under HMRC's Construction Industry Scheme. Record deductions against each payment so monthly returns are easier to prepare.",
    },
    {
      title: "A clear record on big sites",
      description:
        "Log instructions, variations and photos as they happen, so there is evidence behind the price when you claim for extra work on a waterfront block.",
    },
    {
      title: "Crews see today's plan",
      description:
        "The field app shows each operative where they are going, what to bring and what to sign off, without a morning round of phone calls.",
    },
    {
      title: "Locked-in founder pricing",
      description: `The first 100 UK trades businesses on the waitlist keep up to 60% off for life, ${founderSaving}, with beta access and priority support.`,
    },
  ],
  getStarted: `Grafter launches ${launch.when} and the founder's waitlist is open now. Belfast and Northern Ireland firms that sign up early can be among the first 100 UK trades businesses to lock in founder pricing. Join today and tell us what your jobs here involve, so the product fits the way Northern Ireland trades work.`,
  closing:
    "Belfast's waterfront keeps growing and local trades are in demand. Get your quotes, crews and payments in order before Grafter launches.",
  illustrationAlt:
    "Flat drawing of Belfast harbour: the two yellow Harland and Wolff gantry cranes, Samson and Goliath, beside the angular shard-like Titanic Belfast building, hills behind and water in front, with a tower crane over a scaffolded new-build block.",
  metaDescription:
    "Grafter is a CRM for Belfast and Northern Ireland trades, being built to handle quotes, crews, CIS and job paperwork. Join the founder's waitlist before launch.",
};
