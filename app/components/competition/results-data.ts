/** What /debate-competition shows of a room's competition (its loader's answer) and its tabs. */
import type { CompetitionScores, Declaration, ScoreEntry } from "~/models/competition";
import type { Message } from "~/utils/message";

export const COMPETITION_TABS = ["leaderboard", "analysis", "achievements", "statistics"] as const;
export type CompetitionTab = (typeof COMPETITION_TABS)[number];

/** What the page shows of a room's competition (its loader's answer). */
export interface CompetitionResults {
  room: { id: string; title: string; isLive: boolean };
  tab: CompetitionTab;
  leaderboard: ScoreEntry[];
  statistics: CompetitionScores["statistics"];
  summary: Message[];
  mostLiked: { username: string } | null;
  mvp: CompetitionScores["mvp"];
  declaration: Declaration | null;
  mayDeclare: boolean;
  scoringMethod: string;
}
