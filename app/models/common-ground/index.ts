/**
 * Common ground (issue 30): opinion groups and what they agree on, computed from citizens'
 * reactions to a debate's arguments and their votes. Pure and deterministic; no storage.
 * The method: docs/common-ground.md.
 *
 *   const { result, state } = computeCommonGround(input, readState(stored));
 *   // store `state` for the next run; serve publicView(result, viewerId): never the groups' members.
 */
export { computeCommonGround } from "./compute";
export { publicView } from "./public";
export { COMMON_GROUND_THRESHOLDS } from "./types";
export { readState } from "./state";
export {
  argumentsById,
  computePendingCommonGround,
  loadCommonGround,
  loadCommonGroundSummary,
  type CommonGroundShown,
  type CommonGroundSummary,
  type StoredCommonGround,
} from "./store.server";
export { commonGroundSchema } from "./common-ground.responses";
export type {
  CommonGroundInput,
  CommonGroundReady,
  CommonGroundResult,
  CommonGroundState,
  Group,
  Position,
  Reaction,
  ReactionRow,
  VoteRow,
} from "./types";
