import { launch } from "../../launch";
import { founderSaving } from "../../site";
import type { CityLayoutA } from "../types";

export const bristol: CityLayoutA = {
  name: "Bristol",
  slug: "bristol",
  region: "South West England",
  layout: "A",
  tagline: "South West England's sustainable construction leader",
  intro:
    "Bristol work can mean a new street at Filton one week and a sash window repair in Clifton the next. Grafter is a CRM and project tool being built for the electricians, plumbers, roofers and decorators who handle both.",
  description:
    "Bristol's building work is split between large regeneration schemes and a huge stock of older homes. Around Temple Meads and the harbour, subcontractors follow main-contractor programmes and chase valuations, while housebuilding on the northern fringe keeps groundworkers and bricklayers booked. The Georgian and Victorian streets of Clifton, Cotham and Totterdown sit largely in conservation areas, and steep hills make deliveries and parking slow. The city's push towards net zero means more heat pumps, solar panels and insulation retrofits, and the Clean Air Zone has made many firms think hard about which van goes where. Trades here need quotes, crews and compliance records kept straight across very different jobs.",
  figures: {
    activeProjects: "720+",
    companies: "580+",
    marketValue: "£5.8bn",
    growth: "7.5%",
  },
  figuresAreEstimates: false,
  keyFeatures: [
    "Schedule crews and vans across the city, from Filton to Bedminster",
    "Quote heat pump, solar and insulation retrofits from saved templates",
    "Keep conservation-area consents and photos attached to each heritage job",
    "Track valuations, variations and retentions on regeneration subcontracts",
    "Hold RAMS, CSCS cards and test certificates where site managers can see them",
  ],
  majorProjects: [
    {
      name: "Bristol Temple Quarter",
      description:
        "Regeneration of the land around Temple Meads station, bringing station improvements, university buildings, new homes and workspace that all need building and fitting out.",
    },
    {
      name: "Brabazon, Filton Airfield",
      description:
        "A new neighbourhood on the old Filton runway in the north of the city, built in phases that run from roads and groundworks through to second fix and finishing.",
    },
    {
      name: "Wapping Wharf",
      description:
        "A harbourside neighbourhood beside M Shed, where flats, shops and small food businesses have brought regular work for fit-out and finishing trades.",
    },
    {
      name: "Hengrove Park",
      description:
        "A council-backed housing scheme on former airfield land in south Bristol, planned around low-energy homes and a large public park.",
    },
    {
      name: "Lockleaze",
      description:
        "Council and housing-association development across several sites in north Bristol, adding new homes that need the full range of housebuilding trades.",
    },
  ],
  whyChoose: [
    {
      title: "One view of a mixed workload",
      description:
        "A Bristol firm might have a Temple Quarter package, a Clifton attic conversion and three heat pump installs running at once. Grafter keeps each job's quote, schedule and costs side by side.",
    },
    {
      title: "Retrofit paperwork sorted",
      description:
        "Heat pump, solar and insulation jobs come with surveys, photos and certificates. Store them against each property so handover packs are quick to put together.",
    },
    {
      title: "Know who owes you",
      description:
        "Track applications for payment and any pay-less notices that come back, so you can see which main contractor is behind and what they are holding in retention.",
    },
    {
      title: "Made for the scaffold, not the desk",
      description:
        "The mobile app is designed for crews working outside in the rain, with big buttons, photo uploads and quick time logging.",
    },
    {
      title: "Fair pricing for small teams",
      description:
        "Back-office plans start at £19 a month and field users cost £1 each, so a four-person firm is not paying enterprise prices.",
    },
  ],
  getStarted: `Grafter is due ${launch.when}. Bristol and South West trades who join the founder's waitlist now can be among the first 100 UK businesses to keep up to 60% off for life, ${founderSaving}, with beta access and priority support. Tell us how your firm works and we will build with that in mind.`,
  closing:
    "Whether you are on a harbourside block or up a Clifton ladder, paperwork should not slow you down. Join the waitlist and be set up before launch.",
  illustrationAlt:
    "Flat drawing of Bristol: the Clifton Suspension Bridge spanning the Avon Gorge, colourful hillside houses above the harbour, an old dockside crane and a sailing boat, and a tower crane over a scaffolded new-build block.",
  metaDescription:
    "Software for trades in Bristol: Grafter is a CRM being built for quotes, retrofit jobs, crews and payments. Founder pricing is locked for life.",
};
