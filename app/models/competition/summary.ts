/**
 * The result summary of a competition, written from its figures only (no invented text): a list of
 * messages (keys and values) that the page renders in the reader's language and the declaration
 * stores in English (docs/competition.md). No server code here: the page uses it too.
 */
import type { Message } from "~/utils/message";

export interface SummaryFigures {
  winner: { username: string; position: "support" | "oppose"; finalScore: number } | null;
  runnerUp: { username: string; finalScore: number } | null;
  supportScore: number;
  opposeScore: number;
  totalParticipants: number;
  totalMessages: number;
  totalLikes: number;
  mostLiked: { username: string; likesReceived: number } | null;
}

const oneDecimal = (n: number) => Math.round(n * 10) / 10;

export function summaryMessages(f: SummaryFigures): Message[] {
  if (f.totalParticipants === 0) return [];
  const messages: Message[] = [];
  if (f.winner) {
    messages.push({
      key: `competition.summary.winner_${f.winner.position}`,
      values: { username: f.winner.username, score: f.winner.finalScore },
    });
  }
  const leading = f.supportScore >= f.opposeScore ? "support" : "oppose";
  messages.push({
    key: f.supportScore === f.opposeScore ? "competition.summary.teamsTied" : `competition.summary.teams_${leading}`,
    values: {
      support: f.supportScore,
      oppose: f.opposeScore,
      count: oneDecimal(Math.abs(f.supportScore - f.opposeScore)),
    },
  });
  if (f.runnerUp) {
    messages.push({
      key: "competition.summary.runnerUp",
      values: { username: f.runnerUp.username, score: f.runnerUp.finalScore },
    });
  }
  messages.push({
    key: "competition.summary.activity",
    values: { count: f.totalParticipants, messages: f.totalMessages, likes: f.totalLikes },
  });
  if (f.mostLiked && f.mostLiked.likesReceived > 0) {
    messages.push({
      key: "competition.summary.mostLiked",
      values: { username: f.mostLiked.username, count: f.mostLiked.likesReceived },
    });
  }
  return messages;
}
