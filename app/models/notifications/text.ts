/**
 * The words of a notification (its title and detail line, in the reader's language), shared by the
 * server (e-mail copies) and the browser (the notifications page): no server code here.
 */
import type { NotificationKind } from "~/db/schema";

/**
 * What each kind's message is written with (docs/notifications.md). A notification that lacks some
 * of them still reads well: its detail line is left out.
 */
const NOTIFICATION_PARAMS: Record<NotificationKind, readonly string[]> = {
  comment_inspired_debate: ["debateTitle"],
  outcome_recorded: ["debateTitle", "outcomeTitle"],
  verification_decided: ["status"],
  expert_application_decided: ["status"],
  campaign_status_changed: ["campaignTitle", "status"],
  expert_contribution_added: ["debateTitle"],
  comment_hidden: ["debateTitle"],
  role_changed: ["role"],
  premium_started: [],
  premium_ended: [],
  competition_won: ["roomTitle"],
  account_claimed: [],
  comment_reply: ["name", "debateTitle"],
  live_room_started: ["roomTitle"],
  followed_debate_comments: ["count", "debateTitle"],
};

export type Translate = (key: string, options?: Record<string, unknown>) => string;

/**
 * A notification's title and detail line in the reader's language. Status values (verified,
 * approved, active …) are translated; a detail whose values are missing is left out.
 */
export function describeNotification(
  t: Translate,
  item: { kind: NotificationKind; params: Record<string, string | number | null> },
) {
  const needed = NOTIFICATION_PARAMS[item.kind];
  const values: Record<string, string | number> = {};
  for (const name of needed) {
    const value = item.params[name];
    if (value === null || value === undefined || value === "") continue;
    const text = String(value);
    if (name === "status" || name === "role") {
      const key = `account.notifications.${name}.${text}`;
      const translated = t(key);
      values[name] = translated === key ? text : translated;
    } else if (name === "count") {
      // A number, so that the words agree with it (plural forms).
      values[name] = Number(value);
    } else {
      values[name] = text;
    }
  }
  const complete = needed.every((name) => name in values);
  return {
    title: t(`account.notifications.kinds.${item.kind}.title`),
    detail: complete ? t(`account.notifications.kinds.${item.kind}.detail`, values) : null,
  };
}
