import type { CityLayoutB } from "../types";

export const stokeOnTrent: CityLayoutB = {
  name: "Stoke-on-Trent",
  slug: "stoke-on-trent",
  region: "West Midlands",
  layout: "B",
  tagline: "Run your Potteries trade business from one place, across all six towns",
  intro:
    "Work in Stoke-on-Trent rarely stays in one town: a boiler swap in Burslem, a kitchen in Longton, a plot on a new estate off the A500. Grafter is software for trades being built to keep those jobs, quotes and invoices together instead of spread across texts and paper.",
  description:
    "Stoke-on-Trent is a city of six towns, and local trades cover all of them. Much of the housing is older terraced stock that needs rewiring, damp treatment, new heating and insulation, while former pottery and industrial sites are being turned into homes and workspace. Brownfield plots can hide surprises in the ground, including old mine workings, so groundworkers need surveys, method statements and variations properly recorded. Listed bottle kilns and old works buildings mean some jobs come with heritage conditions attached. Add the A500 and the M6 at peak times, and keeping the day's route and paperwork straight matters as much as the work itself.",
  figures: {
    annualOutput: "£2.4bn",
    constructionWorkers: "31,000+",
    activeSites: "380+",
  },
  keyFeatures: [
    "Group jobs by town so Tunstall-to-Longton days waste less driving",
    "Log variations and ground problems on brownfield plots with dated photos",
    "Price insulation, heating and rewire work from saved quote templates",
    "Chase unpaid invoices with reminders instead of awkward phone calls",
  ],
  whyChoose: {
    localExpertise:
      "Trades in the Potteries juggle plenty of small domestic jobs alongside bigger subcontract packages. Grafter is being designed so a one-day repair and a twelve-week plot package sit in the same system, each with the right level of detail, so a small firm doesn't need two ways of working.",
    projectManagement:
      "Set up a project once, then track labour, materials, photos and sign-offs against it. Variations go on record before the work is done, not argued over at final account. Your team on the field app sees only what they need: the address, the task list and who to ask on site.",
    localSupport:
      "Grafter has no office in Stoke-on-Trent. Help comes from a UK-based team, and founding members get priority support plus a direct line to the founders. If something about working in North Staffordshire doesn't fit the software, tell us and we will look at it.",
  },
  closing:
    "Put your Stoke-on-Trent firm on the waitlist now and you could be one of the first 100 founding members, with your pricing locked in for life.",
  illustrationAlt:
    "Flat illustration of Stoke-on-Trent: three bottle-shaped pottery kilns and a tall chimney beside a canal with a narrowboat and lock gate, with a tower crane over a scaffolded new-build house.",
  metaDescription:
    "Software for trades in Stoke-on-Trent: plan jobs across the six towns, send quotes and invoices, and track variations and CIS. Join the Grafter waitlist.",
};
