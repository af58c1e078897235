/** Insight wording rules (SPEC.md sections 2 and 9), shared by the server and the dialog. */
const STRONG_CONSENSUS_ABOVE = 70;
const STRONG_OPPOSITION_BELOW = 30;
const HIGH_ENGAGEMENT_ABOVE = 100;
export const EXCERPT_LENGTH = 120;
export const DISCUSSION_TITLE_LENGTH = 60;

type Consensus = "strongConsensus" | "strongOpposition" | "divisive" | "noVotes";

export function consensusOf(forPercentage: number | null): Consensus {
  if (forPercentage === null) return "noVotes";
  if (forPercentage > STRONG_CONSENSUS_ABOVE) return "strongConsensus";
  if (forPercentage < STRONG_OPPOSITION_BELOW) return "strongOpposition";
  return "divisive";
}

export function isHighEngagement(participantCount: number) {
  return participantCount > HIGH_ENGAGEMENT_ABOVE;
}

/** `text` cut to `max` characters (counting code points, so Hindi and Bengali are not split mid-character), with "…". */
export function truncate(text: string, max: number) {
  const chars = [...text.trim()];
  if (chars.length <= max) return chars.join("");
  return `${chars
    .slice(0, max - 1)
    .join("")
    .trimEnd()}…`;
}
