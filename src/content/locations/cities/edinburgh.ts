import { launch } from "../../launch";
import type { CityLayoutA } from "../types";

export const edinburgh: CityLayoutA = {
  layout: "A",
  name: "Edinburgh",
  slug: "edinburgh",
  region: "Scotland",
  tagline: "Listed streets, waterfront housing and Scottish building standards to work to",
  intro:
    "Edinburgh trades spend much of their time in Georgian and Victorian buildings where every job needs care, and the rest on new housing at Granton, Leith and the edges of the city. Grafter is being built to keep your quotes, certificates and scheduling in one place.",
  description:
    "Much of central Edinburgh sits inside the Old and New Towns World Heritage Site, and large parts of the city are conservation areas full of listed buildings, so alterations need the right consents and careful working. Tenement flats bring shared stairs, common repairs and several owners who all need to agree. Scotland runs its own building standards, and many jobs need a building warrant from the council before work starts and a completion certificate at the end. Part P does not apply here; electricians can certify their work through an approved scheme such as SELECT's. Add the Low Emission Zone, controlled parking and the August festivals, when getting into the centre is harder, and planning a week takes real thought.",
  illustrationAlt:
    "Illustration of Edinburgh with the castle on its rock, Arthur's Seat and the Scott Monument, a tram in the foreground, and tower cranes and scaffolding around a new-build block",
  metaDescription:
    "CRM and job management for trades in Edinburgh, built with Scottish building warrants, tenements and listed buildings in mind. Join Grafter's founder waitlist.",
  closing:
    "From a New Town flat to a new home in Granton, Grafter is being built to keep Edinburgh trades organised. Join the waitlist while founder places last.",
  figures: {
    activeProjects: "720+",
    companies: "600+",
    marketValue: "£5.6bn",
    growth: "6.9%",
  },
  figuresAreEstimates: true,
  keyFeatures: [
    "Keep building warrant and completion certificate records with each job",
    "Attach electrical and gas certificates to the job they belong to",
    "Hold several owners' contacts and approvals on one tenement job",
    "Plan around the Low Emission Zone and August festival traffic",
    "Photograph listed features before and after work for conservation records",
  ],
  majorProjects: [
    {
      name: "Granton Waterfront",
      description:
        "A council-led regeneration of the north Edinburgh shoreline with thousands of new homes, bringing new-build housing, groundworks and public-space work.",
    },
    {
      name: "Fountainbridge",
      description:
        "Redevelopment of the former brewery land beside the Union Canal into homes, offices and workspace, built by several developers in phases.",
    },
    {
      name: "Edinburgh BioQuarter",
      description:
        "A health and life sciences campus next to the Royal Infirmary at Little France, with laboratory, office and specialist building work.",
    },
    {
      name: "Shawfair",
      description:
        "A new town on the city's south-east edge in Midlothian, with homes, schools and a town centre going up over many years.",
    },
    {
      name: "Winchburgh",
      description:
        "A large new community in West Lothian with thousands of homes and new schools, keeping housebuilding trades busy phase after phase.",
    },
  ],
  whyChoose: [
    {
      title: "Set up for Scottish jobs",
      description:
        "Job records are designed to hold the documents Scottish work needs, such as warrant references, completion paperwork and electrical certificates.",
    },
    {
      title: "Careful work, clearly recorded",
      description:
        "On listed and conservation-area jobs, photos and notes from the field app show exactly what was done and how it was done.",
    },
    {
      title: "Tenement jobs without the chaos",
      description:
        "Keep every owner, the factor and any neighbours on a shared repair linked to one job, with quotes and agreements in the same place.",
    },
    {
      title: "Days planned around the city",
      description:
        "Group jobs by area, keep older vans out of the LEZ and allow extra time when the festivals close streets.",
    },
    {
      title: "Subcontract work handled too",
      description:
        "For new-build packages at Granton or Shawfair, track valuations, payment notices and retentions alongside your private work.",
    },
  ],
  getStarted: `Grafter is planned to launch ${launch.when}. Edinburgh firms can join the founder's waitlist now; the first 100 UK trades businesses keep a lifetime price with up to 60% off, plus beta access and priority support. Joining early also means your feedback on Scottish jobs can shape what gets built.`,
  local: {
    areasServed: [
      "Old Town",
      "New Town",
      "Leith",
      "Granton",
      "Portobello",
      "Morningside",
      "Corstorphine",
      "Gorgie",
      "South Queensferry",
      "Musselburgh",
      "Dalkeith",
      "Livingston",
    ],
    tradesInDemand: [
      {
        title: "Stonemasons",
        description:
          "Sandstone buildings across the Old and New Towns need repair and repointing with traditional materials, often on listed properties.",
      },
      {
        title: "Joiners",
        description:
          "Sash windows, panelled doors and period details keep skilled joiners busy, alongside first and second fix on new housing.",
      },
      {
        title: "Electricians",
        description:
          "Tenement rewires and new-build installs, certified under the Scottish arrangements rather than Part P.",
      },
      {
        title: "Roofers and slaters",
        description:
          "Slate roofs, leadwork and chimney repairs on older buildings, where scaffolding and access on steep, narrow streets take careful planning.",
      },
      {
        title: "Plumbing and heating engineers",
        description:
          "Boiler replacements and heating upgrades in flats and older homes, plus systems for new housing on the waterfront and the city's edges.",
      },
    ],
    faq: [
      {
        question: "Does Grafter work for jobs in Scotland?",
        answer:
          "Yes. It is being built for trades across the UK, and Scottish jobs can carry their own paperwork, such as building warrant references, completion certificates and electrical certificates, stored against the job they relate to.",
      },
      {
        question: "Can it handle tenement common repairs?",
        answer:
          "You will be able to link several owners, and the factor if there is one, to a single job, send them the quote and note who has agreed. That makes chasing each owner's share much easier once the work is finished.",
      },
      {
        question: "When is the launch?",
        answer: `We plan to launch ${launch.when}. Founder members are invited into the beta before that, so Edinburgh trades on the list can test it on real jobs and flag anything Scottish work needs.`,
      },
      {
        question: "What does founder pricing mean for a small firm?",
        answer:
          "Standard prices will be £19, £39 or £79 per back-office user a month depending on the plan, with field users at £1. The first 100 UK trades businesses on the waitlist lock in up to 60% off those prices for life.",
      },
    ],
  },
};
