/**
 * The competition domain's face: what routes, Workers, scripts and the other domains use of it.
 * They import from here (or, for the plain constants the browser shows, ./rules), never its other files.
 */
export { declareFormSchema, declareWinnerSchema } from "./declare.schema";
export {
  canDeclare,
  type CompetitionScores,
  type Declaration,
  declareWinner,
  getCompetitionRoom,
  getDeclaration,
  getScores,
  type ScoreEntry,
  summaryFigures,
} from "./results.server";
export type { MeasuredMetrics, ParticipantMetrics } from "./rules";
export { saveCompetitionScores, scoreCompetition, SCORING_METHOD } from "./scoring.server";
export { summaryMessages } from "./summary";
export * from "./competition.responses";
