/**
 * Common ground (issue 30): opinion groups and what they agree on, computed from citizens'
 * reactions to a debate's arguments and their votes. Pure and deterministic; no storage.
 * The method: docs/common-ground.md.
 *
 *   const { result, state } = computeCommonGround(input, readState(stored));
 *   // store `state` for the next run; serve publicView(result, viewerId): never the groups' members.
 */
export { computeCommonGround, type CommonGroundRun } from "./compute";
export { publicView, type PublicCommonGround, type PublicGroup } from "./public";
export { readState } from "./state";
export {
  DEFAULT_PARAMS,
  type Accounting,
  type CommonGroundInput,
  type CommonGroundNeedsMore,
  type CommonGroundParams,
  type CommonGroundReady,
  type CommonGroundResult,
  type CommonGroundState,
  type Confidence,
  type Consensus,
  type Group,
  type GroupShare,
  type KChoice,
  type Layout,
  type Needed,
  type Position,
  type Reaction,
  type ReactionRow,
  type Representative,
  type VoteRow,
} from "./types";
