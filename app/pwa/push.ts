/**
 * What the service worker shows for a push message (sw/sw.ts `push` and `notificationclick`;
 * docs/push.md): the payload the push queue sends (app/models/notifications/push.server.ts
 * `PushPayload`), read defensively (a payload we cannot read still shows a notification, as
 * browsers require of `userVisibleOnly` subscriptions), and the page a click opens, always on our own origin.
 */

interface ShownNotification {
  title: string;
  options: { body: string; tag?: string; lang?: string; icon: string; badge: string; data: { url: string } };
}

const ICON = "/icons/icon-192.png";
/** Where a notification without a usable link leads. */
const FALLBACK_PATH = "/notifications";

/** A path on this site ("/debates/…"), never another origin ("//evil.example", "https://…"). */
function sitePath(value: unknown): string {
  if (typeof value !== "string" || !value.startsWith("/") || value.startsWith("//") || value.includes("\\")) {
    return FALLBACK_PATH;
  }
  return value;
}

const text = (value: unknown, max: number) => (typeof value === "string" ? value.slice(0, max) : "");

/** The notification for a push message's text (JSON: title, body, url, tag, lang). */
export function pushNotification(payload: string | null, fallbackTitle: string): ShownNotification {
  let data: Record<string, unknown> = {};
  try {
    const parsed: unknown = payload ? JSON.parse(payload) : null;
    if (parsed && typeof parsed === "object" && !Array.isArray(parsed)) data = parsed as Record<string, unknown>;
  } catch {
    data = {};
  }
  const tag = text(data.tag, 64);
  const lang = text(data.lang, 8);
  return {
    title: text(data.title, 200) || fallbackTitle,
    options: {
      body: text(data.body, 500),
      ...(tag ? { tag } : {}),
      ...(lang ? { lang } : {}),
      icon: ICON,
      badge: ICON,
      data: { url: sitePath(data.url) },
    },
  };
}

/** The absolute address a click on the notification opens: its path on `origin`. */
export function notificationTarget(data: unknown, origin: string): string {
  const url = data && typeof data === "object" ? (data as { url?: unknown }).url : undefined;
  return new URL(sitePath(url), origin).href;
}
