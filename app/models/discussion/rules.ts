/**
 * Rules of the debate core that the server enforces and the forms describe (a textarea's
 * maxLength, a counter of characters left). Plain constants, so components can import them
 * without pulling zod or the database into the browser.
 */
export const COMMENT_MAX_LENGTH = 5_000;

// Civic education, the policy impact tracker and expert witnesses (docs/civic.md, policy-impact.md, experts.md).

/** The category filter of civic education: every module, or one category. */
export const CIVIC_FILTERS = ["all", "constitution", "democratic_process", "policy_making", "rights_duties"] as const;
/** The outcome filter SPEC.md offers (disputed outcomes show under "all"). */
export const OUTCOME_FILTERS = ["all", "verified", "pending"] as const;

export const EXPERTISE_MAX = 200;
export const CREDENTIALS_MAX = 2_000;
export const INSTITUTION_MAX = 200;
export const CONTRIBUTION_MAX = 5_000;
/** Supporting document links on one contribution. */
export const DOCUMENTS_MAX = 5;
export const REASON_MAX = 1_000;
