/**
 * What a competition measures of each participant: the one shape that the live room writes when a
 * session ends (rooms' `participantMetrics`), that scoring reads (scoring.server.ts) and that the
 * seed's demo competition fills in (app/seed/content/rooms.ts). Plain types, no I/O, so the room's
 * pure rules and the browser may import it.
 */
import type { ACHIEVEMENT_TYPES, COMPETITION_POSITIONS } from "~/db/enums";

export type CompetitionPosition = (typeof COMPETITION_POSITIONS)[number];
export type AchievementType = (typeof ACHIEVEMENT_TYPES)[number];

/** The figures measured of one participant, as stored in competition_scores. */
export interface MeasuredMetrics {
  totalMessages: number;
  likesReceived: number;
  /** 0-5, from other participants. */
  peerRating: number;
  /** Average seconds to respond. */
  responseTime: number;
  /** 0-100 each. */
  qualityScore: number;
  factualAccuracy: number;
  argumentStrength: number;
}

export interface ParticipantMetrics extends MeasuredMetrics {
  userId: string;
  position: CompetitionPosition;
  /** Their most liked argument and its likes (a live room writes them; not part of the score). */
  topArgument?: string;
  topArgumentLikes?: number;
}
