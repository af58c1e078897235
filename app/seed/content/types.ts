/**
 * Shapes of the hand-written demo content the seed turns into rows.
 * The content lives in plain data modules beside this file so the seed
 * (and the tests' factories) can draw from it deterministically.
 */
export type Language = "en" | "hi" | "bn";
type Region = "global" | "bharat";

export interface SeedDebate {
  /** Stable key, unique across all seed debates, e.g. "global-climate-loss-fund". */
  key: string;
  region: Region;
  /** "global", "India" / "india" / "bharat" (Bharat Pulse), or a topical category such as "economy". */
  category: string;
  /** Language the headline and debate are written in. */
  language: Language;
  /** The news headline the debate was generated from. */
  headline: string;
  /** News outlet name, e.g. "Reuters", "The Hindu". */
  source: string;
  /** Plausible article URL on that outlet's domain. */
  url: string;
  /** A question a citizen can take a side on (support / against). */
  title: string;
  /** Neutral 1-3 sentence description of what is at stake. */
  description: string;
  /** 2-3 short arguments (1-2 sentences each) a supporter would post. */
  forArguments: string[];
  /** 2-3 short arguments (1-2 sentences each) an opponent would post. */
  againstArguments: string[];
}

export interface SeedCitizen {
  firstName: string;
  lastName: string;
  location: string;
  occupation: string;
  /** One of the spec's options. */
  politicalAffiliation: "Democratic" | "Republican" | "Independent" | "Green Party" | "Libertarian" | "Other";
  language: Language;
}

type CivicCategory = "constitution" | "democratic_process" | "policy_making" | "rights_duties";
type CivicDifficulty = "beginner" | "intermediate" | "advanced";

export interface SeedCivicModule {
  key: string;
  category: CivicCategory;
  difficulty: CivicDifficulty;
  /** Minutes. */
  estimatedTime: number;
  /** Keys of other modules that should be done first. */
  prerequisites: string[];
  content: Record<Language, { title: string; description: string; body: string }>;
}

type OutcomeType = "policy_change" | "government_response" | "court_case" | "legislation" | "other";
type ImpactLevel = "international" | "national" | "state" | "local";
type OutcomeVerification = "verified" | "disputed" | "pending";

export interface SeedPolicyOutcome {
  /** Key of the seed debate this outcome followed, or null. */
  debateKey: string | null;
  title: string;
  description: string;
  outcomeType: OutcomeType;
  impactLevel: ImpactLevel;
  verificationStatus: OutcomeVerification;
  /** ISO date, e.g. "2026-10-02". */
  dateAnnounced: string;
  /** URL of the official document, or null. */
  officialDocument: string | null;
}

type ContributionType = "fact_check" | "context" | "analysis" | "source_verification";

export interface SeedExpert {
  firstName: string;
  lastName: string;
  expertise: string;
  institution: string;
}

export interface SeedExpertContribution {
  debateKey: string;
  /** Index into seedExperts. */
  expert: number;
  contributionType: ContributionType;
  content: string;
  supportingDocuments: string[];
}

export interface SeedLiveRoom {
  /** Fixed id; "room_1" is the competition room of the spec. */
  id: string;
  title: string;
  description: string;
  category: Region;
  isLive: boolean;
  maxParticipants: number;
  /** Minutes. */
  sessionDuration: number;
  /** US cents. */
  sessionPrice: number;
  /** Hours from seed time the room starts (negative: already started). */
  startsInHours: number;
}

export interface SeedCampaign {
  campaignTitle: string;
  partyName: string;
  packageType: "basic" | "premium" | "enterprise";
  status: "pending" | "active" | "completed" | "cancelled";
  targetAudience: "local" | "state" | "national" | "international";
  description: string;
  contactEmail: string;
  currency: "usd" | "inr";
}
