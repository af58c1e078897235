/**
 * The stats domain's face: what routes, Workers, scripts and the other domains use of it.
 * They import from here (or, for the plain constants the browser shows, ./rules), never its other files.
 */
export { getImpactFigures, type ImpactFigures } from "./impact.server";
export { dialogQuerySchema, loadOverlay } from "./overlays.server";
export { type DirectoryEntry, searchUserDirectory } from "./reputation.server";
export {
  getParticipatedComments,
  getUserInfluences,
  getUserStats,
  type InfluenceRecord,
  type ParticipatedComment,
  type UserStats,
} from "./stats.server";
export * from "./stats.responses";
