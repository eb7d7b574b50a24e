import type { CityLayoutA } from "../types";

export const inverness: CityLayoutA = {
  layout: "A",
  name: "Inverness",
  slug: "inverness",
  region: "Scotland",
  tagline: "Job software for Highland trades covering long miles and short winter days",
  intro:
    "Work out of Inverness can mean a kitchen refit in Culloden in the morning and a remote house an hour up the glen by the afternoon. Grafter is being built so Highland trades can plan those miles, keep records straight and get invoices out from the van.",
  description:
    "Inverness is the service centre for a huge area, so local firms often cover jobs from the Black Isle to Nairn and well beyond. Housing growth around the city, new homes at places like Tornagrain, and work tied to the Cromarty Firth's energy and port activity keep demand steady. Distance and weather are the constant problem: a wasted trip to a site with no materials, or a day lost to snow on the A9, costs far more here than in a city. Scotland's building standards also differ from England's, with building warrants and completion certificates handled by Highland Council. Grafter is being designed to help firms plan routes, track paperwork and keep customers updated when plans change.",
  illustrationAlt:
    "Flat illustration of Inverness: the red sandstone castle on its hill above the River Ness, the Kessock Bridge and snow-tipped hills behind, and a tower crane beside a new block of homes wrapped in scaffolding.",
  metaDescription:
    "Grafter is software for trades in Inverness and the Highlands: a CRM being built to plan long-distance jobs, track building warrants and send invoices fast.",
  closing:
    "Highland trades cover more ground than most. Join the waitlist and help build software that respects the miles, the weather and the paperwork.",
  figures: {
    activeProjects: "320+",
    companies: "280+",
    marketValue: "£2.8bn",
    growth: "5.8%",
  },
  figuresAreEstimates: false,
  keyFeatures: [
    "Schedule jobs by area to cut wasted miles across the Highlands",
    "Track building warrant and completion certificate paperwork for each job",
    "Keep customers updated when snow or road closures change the plan",
    "Materials lists per job, so the van leaves properly loaded",
    "Photos and notes from remote sites kept with the job record",
  ],
  majorProjects: [
    {
      name: "Inverness Castle redevelopment",
      description:
        "The former court building on the castle hill is being turned into a visitor attraction, with conservation masonry, joinery, services and landscaping work.",
    },
    {
      name: "Inverness and Cromarty Firth Green Freeport",
      description:
        "Green freeport status for sites around the firths is aimed at offshore wind manufacturing and port expansion, bringing industrial and civil engineering work to the area.",
    },
    {
      name: "A9 dualling",
      description:
        "The long-running upgrade of the A9 between Perth and Inverness brings civils, drainage, fencing and plant work, and affects travel for every trade heading south.",
    },
    {
      name: "Tornagrain",
      description:
        "A planned new town near Inverness Airport, built in phases, with steady housebuilding work for local trades.",
    },
    {
      name: "Inverness Campus",
      description:
        "The education and business campus at Beechwood, beside the A9, brings commercial builds, fit-out and ongoing maintenance work.",
    },
  ],
  whyChoose: [
    {
      title: "Plan around distance",
      description:
        "Group jobs by area and day, so a run out to Dingwall or Nairn covers several customers instead of one.",
    },
    {
      title: "Scottish paperwork in its place",
      description:
        "Keep building warrant numbers, completion certificates and your own test certificates on each job, ready for Highland Council or the customer.",
    },
    {
      title: "When the weather wins",
      description:
        "Move a day's work in a few taps when the roads close, and the team will see the new plan on the field app.",
    },
    {
      title: "Fewer wasted trips",
      description:
        "Check the job's materials, access notes and customer contact before setting off, rather than finding a problem an hour from the yard.",
    },
    {
      title: "Fair for small firms",
      description:
        "Many Highland businesses are a handful of people. Field users cost £1 a month each, so adding an apprentice or a labourer stays cheap.",
    },
  ],
  getStarted:
    "Grafter is not out yet, but the founder's waitlist is open. The first 100 UK trades businesses to join keep their price for life, with beta access and priority support. If you run an Inverness or Highland firm and want your long days on the road to feel better organised, sign up and tell us about your patch.",
};
