import { launch } from "../../launch";
import type { CityLayoutA } from "../types";

export const manchester: CityLayoutA = {
  layout: "A",
  name: "Manchester",
  slug: "manchester",
  region: "North West England",
  tagline: "City-centre towers, new estates in the boroughs and old mills turned into homes",
  intro:
    "Greater Manchester has cranes on the skyline and new estates going up from Wigan to Oldham. For trades, that means plenty of work and plenty to keep track of. Grafter is being built to handle the quoting, scheduling and paperwork, so you can stay on the tools.",
  description:
    "Manchester city centre and Salford have seen a long run of residential tower building, from Deansgate out to the edge of Ancoats. Further out, housebuilders are putting up estates across the ten boroughs, and older terraces in places like Levenshulme and Chorlton keep the domestic trades busy. Turning red-brick mills and warehouses into flats brings listed building rules, old structures and awkward access. Many firms here split the week between a subcontract package on a tower and private jobs on their own books. That means two sets of paperwork: CIS, valuations and retentions on one side, quotes and deposits on the other. Getting round the M60 and city-centre roadworks eats into the day as well.",
  illustrationAlt:
    "Illustration of the Manchester skyline with Beetham Tower, red-brick mills with a chimney and a canal with lock gates, with tower cranes and scaffolding around a new-build block",
  metaDescription:
    "Project and CRM software for trades in Manchester and Greater Manchester: quotes, scheduling, CIS and retentions in one place. Join the founder waitlist today.",
  closing:
    "Whether you're on a tower in Salford or a kitchen refit in Didsbury, Grafter is being built to keep the office side under control. Put your name down for founder pricing.",
  figures: {
    activeProjects: "1,200+",
    companies: "950+",
    marketValue: "£8.9bn",
    growth: "8.1%",
  },
  figuresAreEstimates: true,
  keyFeatures: [
    "Run subcontract packages and private domestic jobs from the same account",
    "Plan the week by borough so gangs are not criss-crossing Greater Manchester",
    "Track valuations, payment notices and retentions on city-centre tower packages",
    "Store listed building consents and method statements for mill conversions",
    "Send quotes from site and turn them into invoices once signed off",
  ],
  majorProjects: [
    {
      name: "Victoria North",
      description:
        "A long-term plan for thousands of new homes north of the city centre, through the Irk Valley and Collyhurst, bringing housebuilding and infrastructure work over many years.",
    },
    {
      name: "Mayfield",
      description:
        "Regeneration of old railway land beside Piccadilly station around a new city park, with offices, homes and public space creating fit-out and landscaping work.",
    },
    {
      name: "St John's",
      description:
        "A new neighbourhood on the former Granada studios land between Deansgate and the River Irwell, home to Aviva Studios, with residential, office and cultural buildings.",
    },
    {
      name: "MediaCityUK and Salford Quays",
      description:
        "Continued growth of the waterfront at Salford Quays, with new offices, apartments and public space needing fit-out, M&E and finishing trades.",
    },
    {
      name: "Manchester Airport Transformation Programme",
      description:
        "A major rebuild of Terminal 2 and the airport's facilities, drawing in M&E, finishing and specialist subcontractors where security and airside rules shape how every job is planned.",
    },
  ],
  whyChoose: [
    {
      title: "Two kinds of work, one system",
      description:
        "Many Manchester firms mix tower subcontracts with domestic jobs. Grafter keeps both in one place, each with the right paperwork.",
    },
    {
      title: "Made for the boroughs",
      description:
        "Whether you are based in Bolton, Bury or Stockport, group jobs by area and cut the wasted miles on the M60.",
    },
    {
      title: "Get paid on big schemes",
      description:
        "Track each application for payment against the payment notice that should follow, so a late or short payment stands out straight away.",
    },
    {
      title: "Heritage jobs, properly recorded",
      description:
        "Keep consents, photos and material records for mill conversions and listed terraces, so you have the evidence if anyone asks later.",
    },
    {
      title: "Fair, simple pricing",
      description:
        "Back-office seats start at £19 a month and field users are £1, so putting a five-person gang on the app does not cost a fortune.",
    },
  ],
  getStarted: `Grafter is due to launch ${launch.when} and the founder's waitlist is open. The first 100 UK trades businesses keep their price for life, with up to 60% off, early beta access and priority support. Add your Manchester firm now and help decide which tools get built first.`,
  local: {
    areasServed: [
      "Manchester city centre",
      "Ancoats",
      "Salford",
      "Trafford",
      "Stockport",
      "Didsbury",
      "Bolton",
      "Bury",
      "Oldham",
      "Rochdale",
      "Tameside",
      "Wigan",
    ],
    tradesInDemand: [
      {
        title: "Bricklayers",
        description:
          "Housebuilders' estates across the ten boroughs need steady brickwork gangs, and the region's red-brick buildings bring matching and repair work too.",
      },
      {
        title: "Drylining and partition fixers",
        description:
          "City-centre residential towers need large internal packages, usually run floor by floor on tight programmes set by the main contractor.",
      },
      {
        title: "Electricians",
        description:
          "New apartments, commercial fit-outs and rewires of Victorian terraces all call for registered electricians who can self-certify domestic work.",
      },
      {
        title: "Roofers",
        description:
          "The North West weather is hard on slate roofs, chimneys and gutters on older terraces, so repair and re-roofing work comes in all year.",
      },
      {
        title: "Plumbers and heating engineers",
        description:
          "Boiler replacements in the suburbs and heating and hot-water systems in new apartment blocks keep Gas Safe engineers booked up.",
      },
    ],
    faq: [
      {
        question: "Can I run tower subcontract work and domestic jobs together?",
        answer:
          "Yes. Grafter is being built so each job follows the way it is paid: applications for payment, payment notices and retentions for subcontract work, or quotes, deposits and invoices for private customers. Both kinds of job sit on one dashboard.",
      },
      {
        question: "I'm a sole trader in Stockport. Is it worth it for me?",
        answer:
          "It is designed for small firms as well as bigger subcontractors. The Starter plan is £19 a month for one back-office user, and anyone you take on for site work costs £1 a month as a field user, so the cost grows with your business.",
      },
      {
        question: "When will Grafter be ready?",
        answer: `We are planning to launch ${launch.when}. Before then, founder members get beta access, so a Manchester firm on the list can try it on live jobs and tell us what works and what does not.`,
      },
      {
        question: "What do I get as a founder member?",
        answer:
          "The first 100 UK trades businesses on the waitlist get their price locked in for life at up to 60% off, along with beta access and priority support when you need help. Places stop at 100, so earlier is better.",
      },
    ],
  },
};
