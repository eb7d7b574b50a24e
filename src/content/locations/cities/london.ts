import { launch } from "../../launch";
import { founderSaving } from "../../site";
import type { CityLayoutA } from "../types";

export const london: CityLayoutA = {
  layout: "A",
  name: "London",
  slug: "london",
  region: "London",
  tagline: "Tight sites, costly travel and steady work from Croydon to Enfield",
  intro: `London trades lose hours to traffic, parking and paperwork before a tool comes out of the van. Grafter is being built to keep your jobs, quotes, invoices and site documents in one place, so the office side takes less of your day. It launches ${launch.when}, and the founder's waitlist is open now.`,
  description:
    "London work runs from basement digs under Victorian terraces to fit-outs on high-rise residential schemes along the Thames. Most trades cover several boroughs, and every trip has a cost: the Congestion Charge in the centre, ULEZ across the whole city for older vans, parking suspensions, permit bays and red routes. Conservation areas and listed buildings add consents and slower, more careful working. On taller residential blocks, the Building Safety Act 2022 means more evidence of who installed what, with which materials, and when. Main contractors want RAMS, CSCS cards and CIS details before you start, and your application for payment on time every month. Keeping all of that straight across several jobs is the real work behind the work.",
  illustrationAlt:
    "Illustration of the London skyline with The Shard, the Gherkin and Tower Bridge over the Thames, with tower cranes and scaffolding around a new-build block",
  metaDescription:
    "Grafter is CRM and job software for trades in London: scheduling, quotes, invoices, CIS and site paperwork in one place. Join the founder waitlist now.",
  closing:
    "From a loft conversion in Lewisham to a fit-out in Nine Elms, Grafter is being built to keep London trades organised. Join the waitlist and lock in founder pricing.",
  figures: {
    activeProjects: "2,400+",
    companies: "1,900+",
    marketValue: "£14.7bn",
    growth: "7.4%",
  },
  figuresAreEstimates: true,
  keyFeatures: [
    "Schedule jobs by borough to cut the hours lost in London traffic",
    "Log Congestion Charge, ULEZ and parking costs against the right job",
    "Keep RAMS, CSCS cards and insurance ready for every site induction",
    "Record materials, photos and sign-offs as Building Safety Act evidence",
    "Send monthly applications for payment and track every retention due",
  ],
  majorProjects: [
    {
      name: "Nine Elms and Battersea Power Station",
      description:
        "Thousands of new homes, offices and shops on the south bank between Vauxhall and Battersea, with fit-out and finishing packages across many residential towers.",
    },
    {
      name: "Brent Cross Town",
      description:
        "A new neighbourhood of homes, offices and parks beside Brent Cross West station in Barnet, built in phases that bring groundworks, structures and residential fit-out.",
    },
    {
      name: "Old Oak and Park Royal",
      description:
        "The area around the new HS2 station at Old Oak Common, where a development corporation is planning large-scale housing and commercial building with plenty of civils and services work.",
    },
    {
      name: "Royal Docks",
      description:
        "East London's enterprise zone around the former docks in Newham, where new homes, offices and workspace keep M&E, fit-out and finishing trades busy.",
    },
    {
      name: "Canada Water",
      description:
        "A large mixed-use masterplan in Rotherhithe replacing a shopping centre and former print works with homes, offices and shops, delivered over many years.",
    },
  ],
  whyChoose: [
    {
      title: "Built for multi-borough working",
      description:
        "Plan the week so your vans are not crossing the river three times a day, and see travel and daily charges against each job.",
    },
    {
      title: "Main contractor paperwork sorted",
      description:
        "Tier 1 contractors on London schemes ask for a lot before you start. Keep RAMS, method statements, cards and insurance in one place, ready to send.",
    },
    {
      title: "Cash flow you can see",
      description:
        "London overheads are high. Track applications for payment, payment notices and retentions so you know what is owed and when it should land.",
    },
    {
      title: "Evidence for taller buildings",
      description:
        "Photos, materials and sign-offs recorded from the field app, so you can show what was installed when the principal contractor asks.",
    },
    {
      title: "Priced for small firms",
      description:
        "You pay for back-office users, and field operatives are £1 each a month, so adding a gang for a big job stays cheap.",
    },
  ],
  getStarted: `Grafter launches ${launch.when}. Join the founder's waitlist now and, if you are one of the first 100 UK trades businesses, your price is locked in for life at up to 60% off. You also get beta access and priority support, so London firms can help shape the tools before launch.`,
  local: {
    areasServed: [
      "Camden",
      "Hackney",
      "Islington",
      "Tower Hamlets",
      "Southwark",
      "Lambeth",
      "Wandsworth",
      "Newham",
      "Greenwich",
      "Barnet",
      "Ealing",
      "Croydon",
    ],
    tradesInDemand: [
      {
        title: "Electricians",
        description:
          "New-build flats, EV charger installs and rewires in older housing keep electricians busy, with notifiable domestic work falling under Part P.",
      },
      {
        title: "Gas and heating engineers",
        description:
          "Gas Safe engineers are wanted for boiler swaps in terraced streets, while heat pumps and communal heating on new blocks bring a different kind of job.",
      },
      {
        title: "Dryliners and plasterers",
        description:
          "High-rise residential schemes need big drylining and partition packages, often measured and paid floor by floor on tight programmes.",
      },
      {
        title: "Groundworkers",
        description:
          "Basements, foundations and utility diversions on cramped urban sites, where spoil removal and deliveries have to be planned down to the hour.",
      },
      {
        title: "Decorators and finishers",
        description:
          "Snagging and final finishes on new flats, plus period-property work in conservation areas where care and neat work matter most.",
      },
    ],
    faq: [
      {
        question: "Does Grafter work for subcontractors on London new-build sites?",
        answer:
          "Yes, that is who it is being built for. You will be able to hold your RAMS, CSCS details and insurance in one place, log work and photos from site on the field app, and send applications for payment and invoices to the main contractor.",
      },
      {
        question: "Can I track ULEZ, Congestion Charge and parking costs?",
        answer:
          "You will be able to record costs against each job, including daily charges, parking and permits. That way you can see what a job in the centre really cost you and price the next one properly, instead of losing the money in general overheads.",
      },
      {
        question: "When does Grafter launch?",
        answer: `We plan to launch ${launch.when}. Founder members get beta access before then, so you can try it on your own jobs and tell us what London trades need from it.`,
      },
      {
        question: "What does founder pricing mean?",
        answer: `The first 100 UK trades businesses on the waitlist lock in their price for life, at up to 60% off, ${founderSaving}. Plans will be Starter £19, Professional £39 and Enterprise £79 per back-office user a month, with field users at £1 each.`,
      },
    ],
  },
};
