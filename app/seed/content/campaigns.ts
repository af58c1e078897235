// Demo civic campaigns from fictional parties and organisations.
import type { SeedCampaign } from "./types";

export const seedCampaigns: SeedCampaign[] = [
  {
    campaignTitle: "First-Time Voter Registration Drive",
    partyName: "Young Voters' Network",
    packageType: "basic",
    status: "active",
    targetAudience: "national",
    description:
      "Helps 18- and 19-year-olds check the electoral roll and register before the next revision deadline. Debates on turnout link directly to the registration guide.",
    contactEmail: "hello@youngvoters.example.in",
    currency: "inr",
  },
  {
    campaignTitle: "Clean Air Before Winter",
    partyName: "Harit Nagrik Forum",
    packageType: "premium",
    status: "completed",
    targetAudience: "state",
    description:
      "Brought farmers, doctors and city residents into a month of debates on stubble management and winter smog, ending with a joint submission to the state pollution control board.",
    contactEmail: "campaigns@haritnagrik.example.in",
    currency: "inr",
  },
  {
    campaignTitle: "Keep Kolkata's Trams Running",
    partyName: "Tram Heritage Collective",
    packageType: "basic",
    status: "pending",
    targetAudience: "local",
    description:
      "A neighbourhood campaign inviting commuters to share how they use the remaining tram routes and what a modernised service should look like.",
    contactEmail: "contact@tramheritage.example.in",
    currency: "inr",
  },
  {
    campaignTitle: "The Ocean Floor Is Not for Sale",
    partyName: "Blue Commons Alliance",
    packageType: "enterprise",
    status: "active",
    targetAudience: "international",
    description:
      "Sponsors debates on deep-sea mining in six languages and shares independent scientific briefings with participants on both sides.",
    contactEmail: "outreach@bluecommons.example.org",
    currency: "usd",
  },
  {
    campaignTitle: "Fair Deal for Delivery Riders",
    partyName: "Platform Workers' Solidarity Network",
    packageType: "premium",
    status: "cancelled",
    targetAudience: "national",
    description:
      "Planned a series of debates on welfare funds for gig workers; cancelled by the organisers after they merged with a larger coalition.",
    contactEmail: "team@riderssolidarity.example.in",
    currency: "inr",
  },
  {
    campaignTitle: "RTI in Every Panchayat",
    partyName: "Gram Soochna Abhiyan",
    packageType: "basic",
    status: "completed",
    targetAudience: "local",
    description:
      "Ran village-level sessions on filing RTI applications and promoted the Right to Information civic module in Hindi and Bengali.",
    contactEmail: "info@gramsoochna.example.in",
    currency: "inr",
  },
  {
    campaignTitle: "Repair, Don't Replace",
    partyName: "Fixers United Coalition",
    packageType: "premium",
    status: "pending",
    targetAudience: "international",
    description:
      "A campaign for right-to-repair laws that will sponsor debates and publish a summary of citizens' arguments for lawmakers.",
    contactEmail: "press@fixersunited.example.org",
    currency: "usd",
  },
  {
    campaignTitle: "Open Budgets for Our City",
    partyName: "Sahyog Civic Party",
    packageType: "enterprise",
    status: "active",
    targetAudience: "state",
    description:
      "Promotes participatory budgeting in the state's cities and invites residents to debate how ward funds should be spent.",
    contactEmail: "office@sahyogcivic.example.org",
    currency: "usd",
  },
];
