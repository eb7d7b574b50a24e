export const about = {
  metaDescription:
    "Why we're building Grafter: a CRM and job management tool for UK trades and new-build subcontractors, shaped with trades on our founder waitlist before launch.",
  intro:
    "We're building a CRM and project management tool for UK tradespeople and subcontractors, especially the firms doing new-build housing work. It's being shaped by the trades who join our founder waitlist, before it launches.",
  mission: {
    heading: "Our mission",
    body: [
      "Running a trades business means two jobs: the work on site, and everything that keeps it paid and legal. Quotes, programmes, day-sheets, RAMS, CIS deductions, applications for payment, retentions and snagging all land on the same few people, often in the evenings.",
      "Our aim is simple: put that back-office work in one place that's quick to use on a phone, priced fairly for small firms, so you spend less time chasing paperwork and more time on the tools or winning the next job.",
    ],
  },
  story: {
    heading: "Why we're building it",
    body: [
      "Most business software is built for office-based firms or for main contractors. New-build subcontractors work differently: dozens of plots on one site, gangs moving between developments, work priced by the plot or the stage, monthly valuations, CIS, and retentions that can take a long time to come back. We wanted a CRM that starts from that way of working, rather than one you have to bend to fit.",
      "Today, that work often runs on WhatsApp groups, spreadsheets and paper day-sheets. They're cheap and everyone knows them, but things slip through: a variation agreed in a chat and never priced, a day-sheet lost in a van, an application for payment that goes in late, or a CSCS card that expires without anyone noticing. We're building one place for all of it, with a field app your gangs can use on site.",
      "We're building it with trades, not just for them. Everyone on the founder waitlist can tell us how they work and what they need, and that feedback shapes what we build first. The first 100 UK trades businesses who join and then subscribe at launch keep founder pricing for as long as their subscription stays active.",
    ],
  },
  values: {
    heading: "What we stand for",
    items: [
      {
        title: "Plain English",
        description:
          "No jargon and no small print tricks. Screens, prices and terms should make sense to someone reading on a phone in a site cabin.",
      },
      {
        title: "Built for the site, not just the office",
        description:
          "If it doesn't work with muddy hands, a cracked screen and one bar of signal, it isn't finished. The field app gets the same care as the office screens.",
      },
      {
        title: "Fair, clear pricing",
        description:
          "A set price per back-office user, a small charge per field user, and no surprise extras. You should know what you'll pay before you sign up.",
      },
      {
        title: "Your data is yours",
        description:
          "Your customers, jobs and figures belong to you. We won't sell your data, and we'll keep only what we need to run the service.",
      },
    ],
  },
  whyChooseUs: {
    heading: "Why join before launch",
    items: [
      {
        title: "Made for subcontract work",
        description:
          "Grafter is being built around plots, stages, valuations, retentions and CIS, not just one-off domestic jobs.",
      },
      {
        title: "One place from quote to payment",
        description:
          "Quotes, scheduling, invoices, financial tracking and compliance documents in one system, instead of spread across chats, spreadsheets and paper.",
      },
      {
        title: "Your whole team on site",
        description:
          "Field users cost \u00a31 per user per month, so every operative can have the app for tasks, job details and updates from site.",
      },
      {
        title: "Founder pricing for life",
        description:
          "The first 100 UK trades businesses who join and then subscribe at launch get up to 60% off, locked in for as long as they stay subscribed.",
      },
    ],
  },
} as const;
