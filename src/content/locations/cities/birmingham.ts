import { launch } from "../../launch";
import { founderSaving } from "../../site";
import type { CityLayoutA } from "../types";

export const birmingham: CityLayoutA = {
  layout: "A",
  name: "Birmingham",
  slug: "birmingham",
  region: "West Midlands",
  tagline: "HS2, city-centre regeneration and new estates keep West Midlands trades busy",
  intro:
    "Birmingham is in the middle of a long building programme, from HS2 at Curzon Street to new homes around Perry Barr and Sutton Coldfield. Trades here juggle big-contractor paperwork with local domestic jobs. Grafter is being built to keep both under control.",
  description:
    "Building work in Birmingham is spread right across the city. In the centre, office and residential schemes are going up around Snow Hill, Paradise and Digbeth, while HS2 has brought heavy civils and station work to Curzon Street. In the suburbs there are new estates, council housing programmes and a lot of 1930s semis due for extensions, rewires and new heating. Driving into the centre means the Clean Air Zone inside the A4540 Middleway for older vans, plus busy ring roads and the M6. Firms working for main contractors face the usual demands: RAMS, CSCS cards, monthly valuations and retentions that can take months to come back. Getting on top of that paperwork is what lets a small firm take on bigger packages.",
  illustrationAlt:
    "Illustration of Birmingham with the disc-covered Selfridges building at the Bullring, the Rotunda, the Library of Birmingham and a canal with a narrowboat, with tower cranes over a new-build block",
  metaDescription: `Software for trades in Birmingham and the West Midlands: schedule jobs, quote, invoice and track retentions. Launching ${launch.label}: join the founder waitlist.`,
  closing:
    "From Curzon Street to a loft in Kings Heath, Grafter is being built for the way Birmingham trades really work. Join the waitlist and secure founder pricing.",
  figures: {
    activeProjects: "1,100+",
    companies: "900+",
    marketValue: "£8.2bn",
    growth: "7.6%",
  },
  figuresAreEstimates: true,
  keyFeatures: [
    "Keep Clean Air Zone charges and travel costs against each job",
    "Track valuations, payment notices and retentions on main contractor packages",
    "Schedule teams across the city and out into the Black Country",
    "Quote extensions and kitchen refits from the van on your phone",
    "Keep every operative's cards, training and tickets in date",
  ],
  majorProjects: [
    {
      name: "HS2 Curzon Street station",
      description:
        "The new HS2 terminus in Eastside, bringing heavy civils, structural and services packages, with regeneration of the surrounding streets to follow.",
    },
    {
      name: "Smithfield",
      description:
        "Redevelopment of the former wholesale markets site next to the Bullring into a new neighbourhood of homes, markets, offices and public space.",
    },
    {
      name: "Paradise",
      description:
        "Offices, a hotel and new public squares on the old Central Library site by Chamberlain Square, with commercial fit-out and public realm work.",
    },
    {
      name: "Perry Barr regeneration",
      description:
        "New homes built around the former Commonwealth Games athletes' village in the north of the city, alongside station and road improvements.",
    },
    {
      name: "Langley, Sutton Coldfield",
      description:
        "A large new neighbourhood planned in phases on the edge of Sutton Coldfield, where housebuilders need groundworks, brickwork and finishing trades.",
    },
  ],
  whyChoose: [
    {
      title: "Bigger packages without more admin",
      description:
        "Take on work from main contractors on city-centre schemes without hiring an office manager just to keep up with the paperwork.",
    },
    {
      title: "Travel that is costed",
      description:
        "See the real cost of jobs inside the Middleway, from Clean Air Zone charges to parking, and price future work to match.",
    },
    {
      title: "Retentions not forgotten",
      description:
        "Log each retention with its release dates so the money held back on a finished job gets claimed on time.",
    },
    {
      title: "Domestic work in order",
      description:
        "Extensions and refits in Moseley or Solihull need clear quotes, staged payments and a tidy snag list. Grafter is being built to handle all three.",
    },
    {
      title: "Room to grow",
      description:
        "Start on Starter at £19 a month and move up to Professional or Enterprise as your firm and your office grow.",
    },
  ],
  getStarted: `Grafter goes live ${launch.when}. Birmingham trades can join the founder's waitlist today, and the first 100 UK businesses in get a lifetime price at up to 60% off, a place in the beta and priority support. Put your firm's name down now and help test it on real West Midlands jobs before launch.`,
  local: {
    areasServed: [
      "Birmingham city centre",
      "Digbeth",
      "Edgbaston",
      "Moseley",
      "Kings Heath",
      "Selly Oak",
      "Erdington",
      "Perry Barr",
      "Sutton Coldfield",
      "Solihull",
      "Sandwell",
      "Dudley",
    ],
    tradesInDemand: [
      {
        title: "Groundworkers and civils",
        description:
          "HS2 and the schemes around it, plus new estates on the city's edges, need groundworks gangs who can keep the records big contractors ask for.",
      },
      {
        title: "Bricklayers",
        description:
          "New-build estates and extensions to older semis keep bricklayers in demand, much of it on price work where accurate measuring matters.",
      },
      {
        title: "Electricians",
        description:
          "Commercial fit-outs in the centre, and rewires and consumer unit upgrades in suburban homes, keep electricians moving between very different jobs.",
      },
      {
        title: "Carpenters and joiners",
        description:
          "First and second fix on new homes, plus loft conversions and extensions across the suburbs, give carpenters a mix of site and private work.",
      },
      {
        title: "Plasterers",
        description:
          "Every new estate and extension needs plastering, and good plasterers in the area are often booked well ahead.",
      },
    ],
    faq: [
      {
        question:
          "Is Grafter suitable for subcontractors working for big contractors in Birmingham?",
        answer:
          "It is being built with that work in mind. You will be able to hold site documents, log progress and photos from your phone, raise applications for payment, and then check whether the payment notice and the money arrive when they should.",
      },
      {
        question: "Does my site team each need their own login?",
        answer:
          "Each person on site would be a field user at £1 a month. They get the mobile app to see their jobs, take photos and complete tasks, while the office side runs on the back-office plans at £19, £39 or £79 per user a month.",
      },
      {
        question: "When can I start using it?",
        answer: `Grafter is planned to go live ${launch.when}. Founder members get into the beta first, which means you could be using it on Birmingham jobs before the general release and helping to shape what comes next.`,
      },
      {
        question: "How much will founder members save?",
        answer: `Founder pricing takes up to 60% off the standard plans, ${founderSaving}, and that price is locked in for life. It is limited to the first 100 UK trades businesses to join the waitlist.`,
      },
    ],
  },
};
