import { launch } from "../../launch";
import { founderSaving } from "../../site";
import type { CityLayoutA } from "../types";

export const glasgow: CityLayoutA = {
  layout: "A",
  name: "Glasgow",
  slug: "glasgow",
  region: "Scotland",
  tagline: "Clydeside regeneration, tenement repairs and new homes across the city region",
  intro:
    "Glasgow's building work runs from riverside regeneration along the Clyde to tenement repairs in the West End and new estates out in Lanarkshire. Grafter is being built to help trades here manage the quoting, scheduling and paperwork that comes with all of it.",
  description:
    "Glasgow has a huge stock of red and blond sandstone tenements, and keeping them sound is steady work: roofs, stonework, closes, windows and common repairs that need several owners to agree. Much of the West End and the Merchant City sits in conservation areas. Along the Clyde, old industrial land is being turned into homes, offices and research space, while housing associations and housebuilders are building across the city region. Scottish building standards apply, so bigger jobs need a building warrant and a completion certificate, and electricians certify work under Scottish arrangements rather than Part P. The city centre's Low Emission Zone affects older vans, so it pays to plan which vehicle goes where.",
  illustrationAlt:
    "Illustration of Glasgow with the River Clyde, the Finnieston Crane, the SEC Armadillo and the cathedral spire, with a tower crane and scaffolding around a new-build block",
  metaDescription:
    "Software for trades in Glasgow: quotes, scheduling, tenement repairs and Scottish building warrant records in one CRM. Join the Grafter founder waitlist now.",
  closing:
    "Whether it's a close in Partick or a new build in Dalmarnock, Grafter is being built to keep Glasgow trades on top of their work. Join the waitlist for founder pricing.",
  figures: {
    activeProjects: "850+",
    companies: "680+",
    marketValue: "£6.1bn",
    growth: "6.8%",
  },
  figuresAreEstimates: true,
  keyFeatures: [
    "Quote common repairs clearly and track each owner's payment",
    "Record warrant and certificate details so sign-off paperwork is never missing",
    "Send vans that meet LEZ rules to city-centre jobs",
    "Run housing association and new-build contracts alongside private customers",
    "Take photos of stonework and roofs before the scaffolding comes down",
  ],
  majorProjects: [
    {
      name: "Clyde Gateway",
      description:
        "A long-running regeneration of Bridgeton, Dalmarnock and Rutherglen in the east end, bringing new business space, homes and land remediation.",
    },
    {
      name: "Sighthill",
      description:
        "One of the city's Transformational Regeneration Areas, where old high-rise flats have given way to new homes and a community campus, with further housing phases.",
    },
    {
      name: "Queens Quay, Clydebank",
      description:
        "Redevelopment of the former John Brown shipyard into homes, a health centre and a district heating network that takes heat from the river.",
    },
    {
      name: "Glasgow Riverside Innovation District",
      description:
        "A plan linking the University of Glasgow, the Queen Elizabeth University Hospital and Govan along the river, with research, office and housing development.",
    },
    {
      name: "Avenues programme",
      description:
        "A City Deal programme reshaping city-centre streets with wider pavements, cycle lanes and planting, creating groundworks and landscaping work.",
    },
  ],
  whyChoose: [
    {
      title: "Tenement work sorted",
      description:
        "Keep owners, factors, access arrangements and quotes for common repairs on one job, so nobody is left guessing who has paid.",
    },
    {
      title: "Fit for Scottish sign-off",
      description:
        "Store warrant references, completion paperwork and electrical certificates with each job, so your records match how work is signed off in Scotland.",
    },
    {
      title: "Ready for housing association work",
      description:
        "Housing association and council-funded programmes expect tidy records. Log tasks, photos and compliance documents as the work goes on.",
    },
    {
      title: "A week that makes sense",
      description:
        "Plan jobs across the city and out to Paisley, East Kilbride or Clydebank without doubling back on the M8.",
    },
    {
      title: "Small-firm pricing",
      description:
        "A sole trader can begin on Starter at £19 a month, and field staff are added at £1 each when the team grows.",
    },
  ],
  getStarted: `Grafter is set to launch ${launch.when}, and the founder's waitlist is open to Glasgow trades now. If your business is in the first 100 across the UK, you lock in up to 60% off for life, get into the beta early and have priority support. Join now and tell us what your jobs need.`,
  local: {
    areasServed: [
      "Glasgow city centre",
      "Merchant City",
      "West End",
      "Partick",
      "Govan",
      "Dennistoun",
      "Shawlands",
      "Dalmarnock",
      "Rutherglen",
      "Clydebank",
      "Paisley",
      "East Kilbride",
    ],
    tradesInDemand: [
      {
        title: "Stonemasons",
        description:
          "Red and blond sandstone tenements need indents, repointing and full facade repairs, often paid for by several owners together.",
      },
      {
        title: "Roofers and slaters",
        description:
          "Slate roofs, flat roofs, gutters and chimney heads take a beating from west of Scotland rain, so repair work is steady.",
      },
      {
        title: "Joiners",
        description:
          "Sash window repairs, close doors, and kitchen and bathroom refits in tenement flats, plus first and second fix on new housing.",
      },
      {
        title: "Electricians",
        description:
          "Rewires in older flats, new-build installs and EV charger work, all certified within the Scottish building standards system.",
      },
      {
        title: "Heating engineers",
        description:
          "Gas Safe engineers are needed for boiler work in flats, and new district heating and heat pump systems are adding different jobs.",
      },
    ],
    faq: [
      {
        question: "Does Grafter suit firms doing housing association work in Glasgow?",
        answer:
          "It is being built for that kind of work. You will be able to keep job records, photos, RAMS and certificates together, give tasks to your site team and track invoices against each contract, which should make audits and handovers less painful.",
      },
      {
        question: "Is it set up for Scottish building warrants?",
        answer:
          "Grafter is being built for trades across the UK, Scotland included. Each job will be able to hold the warrant reference, completion certificate details and any electrical or gas certificates, so the paperwork sits with the work it covers.",
      },
      {
        question: "When does it launch?",
        answer: `We plan to launch ${launch.when}, and Glasgow firms who join the founder's waitlist are offered beta access first, so you can use it on your own jobs and tell us what to fix before general release.`,
      },
      {
        question: "What is in the founder offer?",
        answer: `The first 100 UK trades businesses get their price locked in for life at up to 60% off, ${founderSaving}, plus beta access and priority support. Standard plans will start at £19 per back-office user a month.`,
      },
    ],
  },
};
