// Demo policy outcomes that followed (or ran alongside) seeded debates.
import type { SeedPolicyOutcome } from "./types";

export const seedPolicyOutcomes: SeedPolicyOutcome[] = [
  {
    debateKey: "bharat-court-livestreaming",
    title: "High Court notifies rules for live-streaming constitutional and public interest hearings",
    description:
      "The new rules allow live-streaming of hearings in constitutional and public interest matters, while excluding matrimonial cases, cases involving children and sexual offences. Recordings will be kept by the court and may not be edited or reused without permission.",
    outcomeType: "court_case",
    impactLevel: "state",
    verificationStatus: "verified",
    dateAnnounced: "2026-07-14",
    officialDocument: "https://ecourts.gov.in/ecourts_home/static/manuals/live-streaming-rules.pdf",
  },
  {
    debateKey: "global-plastic-treaty",
    title: "Treaty negotiators circulate a revised draft with options on production reduction",
    description:
      "The chair's revised text includes bracketed options ranging from a global target for reducing primary plastic production to purely national measures. Delegations are expected to respond before the next negotiating session.",
    outcomeType: "other",
    impactLevel: "international",
    verificationStatus: "pending",
    dateAnnounced: "2026-09-22",
    officialDocument: "https://www.unep.org/inc-plastic-pollution/session-documents",
  },
  {
    debateKey: "bharat-upi-merchant-fee",
    title: "Finance ministry says there is no proposal to charge small merchants for UPI payments",
    description:
      "In a statement, the ministry said zero-fee UPI payments would continue for small merchants. Industry bodies say a fee for large merchants is still under discussion, and reports on that point remain contested.",
    outcomeType: "government_response",
    impactLevel: "national",
    verificationStatus: "disputed",
    dateAnnounced: "2026-08-05",
    officialDocument: "https://pib.gov.in/PressReleasePage.aspx?PRID=2156789",
  },
  {
    debateKey: "global-social-media-age-limit",
    title: "European Commission opens consultation on an EU-wide digital minimum age",
    description:
      "The Commission invited comments on whether to set a common minimum age for social media accounts and on privacy-preserving ways to verify age. The consultation runs for twelve weeks.",
    outcomeType: "government_response",
    impactLevel: "international",
    verificationStatus: "pending",
    dateAnnounced: "2026-06-24",
    officialDocument: "https://ec.europa.eu/info/law/better-regulation/have-your-say",
  },
  {
    debateKey: "bharat-groundwater-metering",
    title: "State extends cash rebate scheme for farmers who save power on metered pumps",
    description:
      "After a pilot on selected agricultural feeders, a state energy department extended a voluntary scheme that pays farmers for electricity they do not use below a set allowance. Free power continues for farmers who choose not to join.",
    outcomeType: "policy_change",
    impactLevel: "state",
    verificationStatus: "verified",
    dateAnnounced: "2026-07-30",
    officialDocument: null,
  },
  {
    debateKey: "bharat-lakebed-construction",
    title: "High Court orders a survey of encroachments on the city's stormwater drains",
    description:
      "The court directed the civic body to map encroachments on primary and secondary drains and file a report within four months. Residents' groups say the list of drains covered is incomplete, and the civic body disputes their figures.",
    outcomeType: "court_case",
    impactLevel: "local",
    verificationStatus: "disputed",
    dateAnnounced: "2026-10-09",
    officialDocument: null,
  },
  {
    debateKey: "bharat-gig-worker-welfare-fund",
    title: "State assembly passes a welfare law for platform-based gig workers",
    description:
      "The law creates a welfare board and a fund financed by a fee of 1-2% on each transaction paid by aggregators. Workers must be registered and given a unique ID, and the board will include worker representatives.",
    outcomeType: "legislation",
    impactLevel: "state",
    verificationStatus: "verified",
    dateAnnounced: "2026-08-27",
    officialDocument: null,
  },
  {
    debateKey: "global-heat-work-rules",
    title: "ILO publishes updated guidance on protecting workers from heat stress",
    description:
      "The guidance recommends heat thresholds based on wet-bulb globe temperature, mandatory rest and water breaks, and adjusted working hours during heatwaves. It is advisory, and governments decide whether to make it binding.",
    outcomeType: "other",
    impactLevel: "international",
    verificationStatus: "verified",
    dateAnnounced: "2026-10-30",
    officialDocument: "https://www.ilo.org/publications/heat-stress-guidance",
  },
  {
    debateKey: null,
    title: "City bus undertaking proposes free travel for students during board exams",
    description:
      "The proposal would let students show their admit cards instead of a ticket on exam days. It will be placed before the transport committee for approval.",
    outcomeType: "policy_change",
    impactLevel: "local",
    verificationStatus: "pending",
    dateAnnounced: "2026-06-12",
    officialDocument: null,
  },
  {
    debateKey: null,
    title: "Private member's bill seeks a legal framework for pre-legislative consultation",
    description:
      "The bill would require every draft law to be published for at least 30 days with a plain-language summary, and would require ministries to publish a response to the comments received.",
    outcomeType: "legislation",
    impactLevel: "national",
    verificationStatus: "pending",
    dateAnnounced: "2026-11-03",
    officialDocument: "https://sansad.in/ls/legislation/bills",
  },
  {
    debateKey: null,
    title: "Municipal corporation launches ward-level participatory budgeting",
    description:
      "Residents can now propose and vote on small projects such as footpaths, street lights and park repairs, with a fixed share of each ward's budget set aside for the winning proposals.",
    outcomeType: "policy_change",
    impactLevel: "local",
    verificationStatus: "verified",
    dateAnnounced: "2026-09-01",
    officialDocument: null,
  },
  {
    debateKey: null,
    title: "Supreme Court agrees to hear a petition on accessible polling stations",
    description:
      "The petition asks for ramps, Braille ballot guides and home-voting options for voters with disabilities to be applied uniformly across all polling stations. Notice has been issued to the Election Commission and the Union government.",
    outcomeType: "court_case",
    impactLevel: "national",
    verificationStatus: "pending",
    dateAnnounced: "2026-11-12",
    officialDocument: "https://www.sci.gov.in/",
  },
];
