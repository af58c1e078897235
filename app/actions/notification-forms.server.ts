/**
 * The notification forms of /settings (its action hands them here): which kinds also arrive by
 * e-mail, whether replies are notified at all, and push on this device (docs/push.md). The push
 * forms are posted by the settings page's fetcher once the browser's PushManager has made (or
 * dropped) the subscription; the same intents, posted by hand, answer as any form does.
 */
import type { User } from "~/db/schema";
import { browserLabel, emailSettingsSchema } from "~/models/accounts";
import {
  deletePushSubscription,
  pushSubscribeSchema,
  pushUnsubscribeSchema,
  replyNotificationsSchema,
  saveEmailSettings,
  savePushSubscription,
  saveOptionalNotifications,
} from "~/models/notifications";
import { respond, type ActionArgs } from "~/utils/action.server";
import { translate, type Translate } from "~/utils/http.server";
import { parseForm, type FormParse } from "~/utils/validation.server";

const NOTIFICATION_INTENTS = ["notificationEmails", "replyNotifications", "pushSubscribe", "pushUnsubscribe"] as const;
type NotificationIntent = (typeof NOTIFICATION_INTENTS)[number];

export function isNotificationIntent(intent: unknown): intent is NotificationIntent {
  return NOTIFICATION_INTENTS.includes(intent as NotificationIntent);
}

export async function notificationForm(
  args: ActionArgs,
  form: FormData,
  intent: NotificationIntent,
  user: User,
  t: Translate,
) {
  const { request, context } = args;
  const invalid = (name: string, parsed: FormParse<unknown>) =>
    respond(args, { form: name, ok: false, result: parsed.reply() });
  switch (intent) {
    case "notificationEmails": {
      const parsed = parseForm(t, form, emailSettingsSchema);
      if (!parsed.ok) return invalid(intent, parsed);
      await saveEmailSettings(context.db, user.id, parsed.value);
      return respond(args, {
        form: intent,
        ok: true,
        redirectTo: "/settings#notifications",
        toast: { title: t("account.notificationEmails.saved") },
      });
    }
    case "replyNotifications": {
      const parsed = parseForm(t, form, replyNotificationsSchema);
      if (!parsed.ok) return invalid(intent, parsed);
      await saveOptionalNotifications(context.db, user.id, parsed.value);
      return respond(args, {
        form: intent,
        ok: true,
        redirectTo: "/settings#replies",
        toast: { title: t(parsed.value.replies ? "account.replies.savedOn" : "account.replies.savedOff") },
      });
    }
    case "pushSubscribe": {
      const parsed = parseForm(t, form, pushSubscribeSchema);
      if (!parsed.ok) return invalid(intent, parsed);
      const browser = browserLabel(request.headers.get("User-Agent"));
      const saved = await savePushSubscription(context, user.id, parsed.value, browser);
      if (!saved.ok) {
        const title = translate(t, saved.error);
        return respond(args, {
          form: intent,
          ok: false,
          status: saved.status,
          toast: { title, variant: "destructive" },
        });
      }
      return respond(args, {
        form: intent,
        ok: true,
        redirectTo: "/settings#push",
        toast: { title: t("account.push.turnedOn") },
      });
    }
    case "pushUnsubscribe": {
      const parsed = parseForm(t, form, pushUnsubscribeSchema);
      if (!parsed.ok) return invalid(intent, parsed);
      // Only the citizen's own devices: another's endpoint is not found (404), whoever it belongs to.
      const deleted = await deletePushSubscription(context.db, user.id, parsed.value.endpoint);
      if (!deleted) {
        const toast = { title: t("account.push.notFound"), variant: "destructive" as const };
        return respond(args, { form: intent, ok: false, status: 404, toast });
      }
      return respond(args, {
        form: intent,
        ok: true,
        redirectTo: "/settings#push",
        toast: { title: t("account.push.turnedOff") },
      });
    }
  }
}
