/**
 * The policy domain's face: what routes, Workers, scripts and the other domains use of it.
 * They import from here (or, for the plain constants the browser shows, ./rules), never its other files.
 */
export {
  isWebAddress,
  type OutcomeFilter,
  outcomeFilterSchema,
  outcomeRefSchema,
  outcomeSchema,
  verificationSchema,
} from "./outcomes.schema";
export {
  createOutcome,
  getOutcome,
  listOutcomes,
  type PolicyOutcome,
  policyStats,
  type PolicyStats,
  setOutcomeVerification,
  updateOutcome,
} from "./outcomes.server";
export * from "./policy.responses";
