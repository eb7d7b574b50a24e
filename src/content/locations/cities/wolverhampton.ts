import type { CityLayoutB } from "../types";

export const wolverhampton: CityLayoutB = {
  name: "Wolverhampton",
  slug: "wolverhampton",
  region: "West Midlands",
  layout: "B",
  tagline: "From Black Country terraces to i54 sheds, keep every Wolverhampton job on track",
  intro:
    "Wolverhampton trades can spend Monday in a terraced house in Whitmore Reans and Tuesday on a commercial unit up by the M54. Grafter is a CRM for trades being built to keep quotes, schedules, paperwork and payments together, so nothing drops between jobs.",
  description:
    "Wolverhampton's construction work mixes city-centre regeneration, new housing on former industrial land and commercial building around the i54 business park. The rebuilt station Interchange and the Metro extension changed how people move around the centre, and canalside sites are being reworked into homes. Older housing across the city keeps electricians, plumbers and roofers busy with repairs and upgrades. Commercial packages bring their own demands: CSCS cards on the gate, RAMS signed off before a start, and payment terms set by a JCT subcontract. Firms that work both sides, domestic and commercial, need one clear record of who owes what and which documents are due.",
  figures: {
    annualOutput: "£2.2bn",
    constructionWorkers: "29,000+",
    activeSites: "350+",
  },
  keyFeatures: [
    "Store CSCS cards, RAMS and inductions for every commercial site start",
    "Track payment notices and due dates under Construction Act terms",
    "Run domestic repairs and commercial packages without two separate systems",
    "Give field staff job details on their phones before they reach site",
  ],
  whyChoose: {
    localExpertise:
      "Grafter is being built for firms like many in the Black Country: small teams with loyal domestic customers who also take on commercial and new-build packages. It is meant to handle both without forcing a homeowner's boiler service through a main contractor's level of paperwork.",
    projectManagement:
      "Each package gets its own programme, task list and document folder. Mark when RAMS were sent, when an operative was inducted and when the application for payment went in. If a main contractor moves the start date, the schedule updates and your team sees it on the field app.",
    localSupport:
      "We don't have a Wolverhampton office. Support is run from the UK by a small team, and founding members can talk to the founders directly, with priority help during beta. Tell us what slows your week down and it goes straight onto the list.",
  },
  closing:
    "Join the waitlist and hold a founding place for your Wolverhampton business: the first 100 firms keep their launch price for life.",
  illustrationAlt:
    "Flat illustration of Wolverhampton: the tall pinnacled tower of St Peter's Collegiate Church, long low industrial sheds with a lorry in front, and a crane beside a scaffolded new-build block.",
  metaDescription:
    "Grafter is a CRM for Wolverhampton trades and subcontractors: RAMS, CSCS records, payment notices, quotes and invoices in one place. Claim a founding place.",
};
