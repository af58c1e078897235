/**
 * The shapes of the common-ground computation: what it reads, what it answers, and the parameters
 * it runs with. The method and the reasons for every default are in docs/common-ground.md.
 */

/** A citizen's reaction to one argument (a "statement" in Pol.is's words). */
export type Reaction = "agree" | "disagree" | "pass";
/** A citizen's vote on the debate's motion. */
export type Position = "for" | "against";

export interface ReactionRow {
  participantId: string;
  statementId: string;
  reaction: Reaction;
}

export interface VoteRow {
  participantId: string;
  position: Position;
}

export interface CommonGroundInput {
  /** The debate's arguments that can be reacted to. Reactions to any other id are left out (and counted). */
  statementIds: readonly string[];
  /** One row per (participant, statement); a repeated pair keeps its last row, the others are counted as replaced. */
  reactions: readonly ReactionRow[];
  /** The debate's support/against votes: the matrix's last column. */
  votes: readonly VoteRow[];
}

export interface CommonGroundParams {
  /** Seeds every random choice (PCA start vectors, k-means seeding): same data and seed, same result. */
  seed: number;
  /** A participant joins the computation after reacting to min(this, number of arguments) arguments. Pol.is: 7. */
  eligibilityReactions: number;
  /** Participants (past the eligibility threshold) needed before any group is computed. At most 40 (issue 30). */
  minParticipants: number;
  /** Arguments needed before any group is computed. */
  minStatements: number;
  /** The most opinion groups (Pol.is: 5). */
  maxGroups: number;
  /** The k of the first k-means, over participants (Pol.is: 100). */
  baseClusters: number;
  /** Runs in a row a new number of groups must win before it is adopted (Pol.is: 4). */
  kPatience: number;
  /** A new group keeps an old group's id when their members' Jaccard overlap is at least this. */
  identityOverlap: number;
  /** Representative arguments listed per group, at most (Pol.is: 5). */
  maxRepresentative: number;
  /** One-sided z above which a test is significant: 1.2816 is p < 0.10 (Pol.is's `z-sig-90?`). */
  significanceZ: number;
  /** Participants from which the result is worded "medium", then "high" (Pol.is asks for 50-100). */
  confidenceAt: { medium: number; high: number };
  /** Power iteration: at most this many steps per component, stopping earlier once it converged. */
  pcaMaxIterations: number;
  /** k-means: at most this many steps; group k-means restarts (the lowest within-group spread wins). */
  kmeansMaxIterations: number;
  kmeansRestarts: number;
}

export const DEFAULT_PARAMS: CommonGroundParams = {
  seed: 0x5eed_c6a0,
  eligibilityReactions: 7,
  minParticipants: 20,
  minStatements: 3,
  maxGroups: 5,
  baseClusters: 100,
  kPatience: 3,
  identityOverlap: 0.5,
  maxRepresentative: 5,
  significanceZ: 1.2816,
  confidenceAt: { medium: 50, high: 100 },
  pcaMaxIterations: 1000,
  kmeansMaxIterations: 100,
  kmeansRestarts: 8,
};

/**
 * What the caller stores between runs and hands back to the next one: the number of groups in use
 * and the run of wins of a challenger (so groups don't flicker), and the groups' members (so a
 * group keeps its id while its membership barely changes). Never shown to anyone.
 */
export interface CommonGroundState {
  version: 1;
  /** The number of groups in use. */
  k: number;
  /** The number of groups that won the last run, and how many runs in a row it has won. */
  candidateK: number;
  candidateRuns: number;
  nextGroupId: number;
  groups: { id: number; members: string[] }[];
}

/** Exactly what was counted and what was left out, and why. Every "received" is the sum of the rest. */
export interface Accounting {
  /** A participant reacts to this many arguments before joining: min(eligibilityReactions, arguments). */
  eligibilityThreshold: number;
  statements: { received: number; counted: number; leftOut: { repeated: number } };
  participants: { seen: number; counted: number; leftOut: { tooFewReactions: number } };
  reactions: {
    received: number;
    counted: number;
    leftOut: { participantBelowThreshold: number; unknownStatement: number; replaced: number; invalid: number };
  };
  votes: {
    received: number;
    counted: number;
    leftOut: { participantBelowThreshold: number; replaced: number; invalid: number };
  };
}

/** How sure the result is: by participants counted (docs/common-ground.md, "How sure"). */
export type Confidence = "low" | "medium" | "high";

export interface Needed {
  /** More participants past the threshold. */
  participants: number;
  /** The fewest further reactions that would get there (the nearest participants first; at least this many). */
  reactions: number;
  /** More arguments. */
  statements: number;
}

export interface Representative {
  statementId: string;
  /** Whether the group stands out by agreeing or by disagreeing. */
  direction: "agree" | "disagree";
  /** Of the group's members who reacted (agree, disagree or pass), the share who agree; null when none reacted. */
  agreeShare: number | null;
  disagreeShare: number | null;
  /** The same share, in `direction`, among clustered participants outside the group. */
  outsideShare: number | null;
  agrees: number;
  disagrees: number;
  passes: number;
  /** How many times likelier (smoothed) the group is to react in `direction` than everyone else. */
  ratio: number;
  /** z of the proportion test (the group leans that way) and of the two-proportion test (more than the rest). */
  zShare: number;
  zDifference: number;
  /** One-sided p-value of the weaker of the two tests. */
  pValue: number;
  /** Both tests pass at `significanceZ`. When none does, the group's best candidate is listed unmarked. */
  significant: boolean;
  /** Pol.is's ranking: ratio × zDifference × smoothed share × zShare. */
  metric: number;
}

interface GroupShare {
  groupId: number;
  /** Of the group's members who reacted, the share who agree; null when none reacted. */
  agreeShare: number | null;
  agrees: number;
  seen: number;
}

export interface Consensus {
  statementId: string;
  /** Group-informed consensus: the product over groups of (agrees + 1) / (reacted + 2). */
  score: number;
  /** The same for disagreement: the product over groups of (disagrees + 1) / (reacted + 2). */
  disagreeScore: number;
  /** In every group, more than half of those who reacted agree. */
  agreedByEveryGroup: boolean;
  agreeShareByGroup: GroupShare[];
}

export interface Group {
  id: number;
  size: number;
  /** The members' participant ids, sorted. For the caller (yourGroup) only: never expose them. */
  members: string[];
  /** Of the members who voted on the debate, the share who voted for; null when none voted. */
  forShare: number | null;
  votes: { for: number; against: number; none: number };
  representative: Representative[];
}

/** A picture of the groups (not of anyone): centres and spreads, scaled into [-1, 1]. */
export interface Layout {
  groups: { id: number; x: number; y: number; spreadX: number; spreadY: number }[];
  /** The share of the (mean-filled) matrix's variance each axis shows. */
  explainedVariance: [number, number];
}

export interface KChoice {
  /** The number of groups shown. */
  adopted: number;
  /** The number of groups with the best silhouette in this run, and its run of wins. */
  best: number;
  bestRuns: number;
  /** Silhouette of each k tried (2..max), participants weighted. */
  silhouettes: { k: number; silhouette: number }[];
}

export interface CommonGroundReady {
  status: "ready";
  confidence: Confidence;
  participants: number;
  groups: Group[];
  consensus: Consensus[];
  layout: Layout;
  k: KChoice;
  accounting: Accounting;
}

export interface CommonGroundNeedsMore {
  status: "needs_more";
  needed: Needed;
  participants: number;
  accounting: Accounting;
}

export type CommonGroundResult = CommonGroundReady | CommonGroundNeedsMore;
