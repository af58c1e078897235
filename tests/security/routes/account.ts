/**
 * The route table's rows for the citizen's own account (issue #16): settings, sessions, notifications,
 * the export and deletion. Only the owner reaches any of it: "other" acts on the citizen's session and
 * notification ids and finds nothing (404). The doors that would change the role users' accounts for
 * good (password, e-mail, profile, deleting) each run with a session of a fresh user (`endsSession`).
 */
import { env } from "cloudflare:test";

import { createDb } from "~/db/client.server";
import { notifications, pushSubscriptions, sessions } from "~/db/schema";

import type { Fixtures } from "../fixtures";
import { ROLES, form, json, signedIn, toSignIn, type Area, type Role } from "../table";

interface AccountFixtures {
  /** A second session of each role's user (the one the citizen ends; "other" gets the citizen's). */
  sessions: Record<Role, string>;
  /** A notification of each role's user. */
  notifications: Record<Role, string>;
  /** A device of each role's user subscribed to push (its endpoint). */
  pushEndpoints: Record<Role, string>;
}
const mine = (f: Fixtures) => f.areas.account as AccountFixtures;
/** "other" is handed the citizen's ids: another user's. */
const owner = (role: Role): Role => (role === "other" ? "citizen" : role);

async function setup(f: Fixtures): Promise<AccountFixtures> {
  const db = createDb(env.DB);
  const now = new Date();
  const made = { sessions: {}, notifications: {}, pushEndpoints: {} } as AccountFixtures;
  for (const role of ROLES) {
    const userId = f.users[role];
    if (!userId) {
      made.sessions[role] = "0".repeat(64);
      made.notifications[role] = crypto.randomUUID();
      made.pushEndpoints[role] = `https://push.example/${crypto.randomUUID()}`;
      continue;
    }
    const sessionId = [...crypto.getRandomValues(new Uint8Array(32))]
      .map((b) => b.toString(16).padStart(2, "0"))
      .join("");
    const notificationId = crypto.randomUUID();
    const endpoint = `https://push.example/${crypto.randomUUID()}`;
    await db.batch([
      db.insert(pushSubscriptions).values({
        id: crypto.randomUUID(),
        userId,
        endpoint,
        p256dh: P256DH,
        auth: AUTH,
        createdAt: now.toISOString(),
      }),
      db.insert(sessions).values({
        id: sessionId,
        userId,
        createdAt: now.toISOString(),
        lastSeenAt: now.toISOString(),
        expiresAt: new Date(now.getTime() + 86_400_000).toISOString(),
        browser: "Firefox · Linux",
        country: "IN",
      }),
      db.insert(notifications).values({
        id: notificationId,
        userId,
        kind: "outcome_recorded",
        href: "/",
        params: "{}",
        createdAt: now.toISOString(),
      }),
    ]);
    made.sessions[role] = sessionId;
    made.notifications[role] = notificationId;
    made.pushEndpoints[role] = endpoint;
  }
  return made;
}

const ownOnly = { ...signedIn(302, 302), other: 404 };

/** A browser's push keys (RFC 8291's example user agent): the shape the settings page posts. */
const P256DH = "BCVxsr7N_eNgVRqvHtD0zTZsEc6-VV-JvLexhqUzORcxaOzi6-AYWXvTBHm4bjyPjs7Vd8pZGH6SRpkNtoIAiw4";
const AUTH = "BTBZMqHH6r4Tts7J_aSIgg";

export const account: Area = {
  name: "account",
  setup,
  rows: [
    {
      file: "settings.tsx",
      doors: [
        { method: "GET", path: () => "/settings", expect: signedIn(200, 302), redirects: toSignIn },
        {
          method: "POST",
          path: () => "/settings",
          mutating: true,
          endsSession: true,
          format: form,
          body: (_f, role) => ({
            intent: "profile",
            firstName: "Route",
            lastName: "Table",
            username: `rt_${role}_${crypto.randomUUID().slice(0, 8)}`,
            language: "en",
          }),
          expect: signedIn(302, 302),
          redirects: { ...toSignIn, citizen: /^\/settings#profile$/ },
        },
        {
          // Fresh users have no password and no provider linked: proving it is them fails (403).
          method: "POST",
          path: () => "/settings",
          mutating: true,
          endsSession: true,
          format: form,
          body: () => ({
            intent: "password",
            currentPassword: "not-the-password",
            newPassword: "a-new-password",
            confirmPassword: "a-new-password",
          }),
          expect: signedIn(403, 302),
          redirects: toSignIn,
        },
        {
          method: "POST",
          path: () => "/settings",
          mutating: true,
          endsSession: true,
          format: form,
          body: () => ({ intent: "email", email: "somewhere-new@example.org", currentPassword: "x" }),
          expect: signedIn(403, 302),
          redirects: toSignIn,
        },
        {
          method: "POST",
          path: () => "/settings",
          mutating: true,
          format: form,
          body: (f, role) => ({ intent: "endSession", sessionId: mine(f).sessions[owner(role)] }),
          expect: ownOnly,
          redirects: toSignIn,
        },
        {
          method: "POST",
          path: () => "/settings",
          mutating: true,
          endsSession: true,
          format: form,
          body: () => ({ intent: "endOtherSessions" }),
          expect: signedIn(302, 302),
          redirects: toSignIn,
        },
        {
          // Membership: Stripe's billing portal needs a subscription, which none of the table's users has
          // (tests/integration/premium.test.ts opens it for a member who has one).
          method: "POST",
          path: () => "/settings",
          format: form,
          body: () => ({ intent: "manage" }),
          expect: signedIn(404, 302),
          redirects: toSignIn,
        },
        // Link a provider: the current password, then the provider's flow for this session; without a
        // provider configured (as here) it says so (503) and changes nothing, whatever the password (so
        // the body names none: the corpus wants answers below 500). tests/integration/external-sign-in.test.ts
        // runs it with the local provider.
        {
          method: "POST",
          path: () => "/settings",
          mutating: true,
          format: form,
          body: () => ({ intent: "link" }),
          expect: signedIn(503, 302),
          redirects: toSignIn,
        },
        {
          method: "POST",
          path: () => "/settings",
          mutating: true,
          format: form,
          body: () => ({ intent: "notificationEmails", outcome_recorded: "on", verification_decided: "on" }),
          expect: signedIn(302, 302),
          redirects: toSignIn,
        },
        // Replies to my comments: on or off (docs/notifications.md).
        {
          method: "POST",
          path: () => "/settings",
          mutating: true,
          format: form,
          body: () => ({ intent: "replyNotifications", replies: "on" }),
          expect: signedIn(302, 302),
          redirects: { ...toSignIn, citizen: /^\/settings#replies$/ },
        },
        // Push on this device (docs/push.md): the browser's subscription, stored for the one signed in.
        {
          method: "POST",
          path: () => "/settings",
          mutating: true,
          format: form,
          body: () => ({
            intent: "pushSubscribe",
            endpoint: `https://push.example/${crypto.randomUUID()}`,
            p256dh: P256DH,
            auth: AUTH,
          }),
          expect: signedIn(302, 302),
          redirects: { ...toSignIn, citizen: /^\/settings#push$/ },
        },
        // Turning push off: only one's own device ("other" names the citizen's: not found).
        {
          method: "POST",
          path: () => "/settings",
          mutating: true,
          format: form,
          body: (f, role) => ({ intent: "pushUnsubscribe", endpoint: mine(f).pushEndpoints[owner(role)] }),
          expect: ownOnly,
          redirects: toSignIn,
        },
        {
          // Nobody here has this provider identity; an account without a password keeps its only way in.
          method: "POST",
          path: () => "/settings",
          mutating: true,
          format: form,
          body: () => ({ intent: "unlink", provider: "oidc", subject: "nobody-here" }),
          expect: signedIn([404, 409], 302),
          redirects: toSignIn,
        },
      ],
    },
    {
      file: "settings_.delete.tsx",
      doors: [
        { method: "GET", path: () => "/settings/delete", expect: signedIn(200, 302), redirects: toSignIn },
        {
          // Fresh users without a password or provider cannot prove it is them: nothing is deleted.
          method: "POST",
          path: () => "/settings/delete",
          mutating: true,
          endsSession: true,
          format: form,
          body: () => ({ password: "not-the-password", confirm: "on" }),
          expect: signedIn(403, 302),
          redirects: toSignIn,
        },
      ],
    },
    {
      file: "settings_.export.ts",
      doors: [{ method: "GET", path: () => "/settings/export", expect: signedIn(200, 302), redirects: toSignIn }],
    },
    {
      file: "api.user.export.ts",
      doors: [
        { method: "GET", path: () => "/api/user/export", expect: signedIn(200, 401) },
        { method: "POST", path: () => "/api/user/export", format: json, body: () => ({}), expect: signedIn(405, 405) },
      ],
    },
    {
      file: "notifications.tsx",
      doors: [
        { method: "GET", path: () => "/notifications", expect: signedIn(200, 302), redirects: toSignIn },
        {
          method: "POST",
          path: () => "/notifications",
          mutating: true,
          format: form,
          body: (f, role) => ({ intent: "clear", notificationId: mine(f).notifications[owner(role)] }),
          expect: ownOnly,
          redirects: toSignIn,
        },
        {
          method: "POST",
          path: () => "/notifications",
          mutating: true,
          endsSession: true,
          format: form,
          body: () => ({ intent: "clearAll" }),
          expect: signedIn(302, 302),
          redirects: toSignIn,
        },
      ],
    },
  ],
};
