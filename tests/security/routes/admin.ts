/** The route table's rows for the admin area (app/routes/admin.*, api.admin.*): admins only, every child guarded itself. */
import { createUser } from "~/seed/factories";
import { createDb } from "~/db/client.server";
import { env } from "cloudflare:test";

import type { Fixtures } from "../fixtures";
import { adminOnly, everyone, form, json, toSignIn, type Area } from "../table";

interface AdminFixtures {
  /** A citizen of the admin area's own, whose status and role the admin doors change. */
  target: string;
}
const mine = (f: Fixtures) => f.areas.admin as AdminFixtures;

export const admin: Area = {
  name: "admin",
  setup: async () => {
    // Confirmed: only an account whose e-mail is confirmed can be verified.
    const { user } = await createUser(createDb(env.DB), { password: null, emailConfirmedAt: new Date().toISOString() });
    return { target: user.id } satisfies AdminFixtures;
  },
  rows: [
    {
      file: "admin.tsx",
      doors: [
        // /admin is the admin sign-in too: visitors see it; a signed-in account that is not an admin is refused.
        { method: "GET", path: () => "/admin", expect: adminOnly(200, 200) },
        {
          method: "GET",
          path: () => "/admin/users",
          expect: adminOnly(200, 302),
          redirects: toSignIn,
        },
        // The layout's action is the Logout button.
        {
          method: "POST",
          path: () => "/admin",
          mutating: true,
          endsSession: true,
          format: form,
          body: () => ({}),
          expect: everyone(302),
          corpusAs: "visitor",
        },
      ],
    },
    {
      file: "admin._index.tsx",
      doors: [
        // Its own loader alone (a data request for this route only): it must guard itself.
        {
          method: "GET",
          path: () => "/admin.data?_routes=routes/admin._index",
          expect: adminOnly(200, 200),
        },
        // The sign-in form: a wrong password is refused whoever asks.
        {
          method: "POST",
          path: () => "/admin?index",
          mutating: true,
          format: form,
          body: (_f, role) => ({ username: `admin-door-${role}`, password: "wrong-password" }),
          expect: everyone(401),
          corpusAs: "visitor",
        },
      ],
    },
    {
      file: "admin.users.tsx",
      doors: [
        {
          method: "GET",
          path: () => "/admin/users?q=a&tab=pending&page=2",
          expect: adminOnly(200, 302),
          redirects: toSignIn,
        },
        { method: "GET", path: () => "/admin/users.data?_routes=routes/admin.users", expect: adminOnly(200, 202) },
        {
          method: "POST",
          path: () => "/admin/users",
          mutating: true,
          format: form,
          body: (f) => ({ status: "verified", userId: mine(f).target }),
          expect: adminOnly(302, 302),
          redirects: toSignIn,
          corpusAs: "admin",
        },
        {
          method: "POST",
          path: () => "/admin/users",
          mutating: true,
          format: form,
          body: (f) => ({ role: "citizen", userId: mine(f).target }),
          expect: adminOnly(302, 302),
          redirects: toSignIn,
          corpusAs: "admin",
        },
      ],
    },
    {
      file: "admin.directory.tsx",
      doors: [
        { method: "GET", path: () => "/admin/directory?q=a", expect: adminOnly(200, 302), redirects: toSignIn },
        {
          method: "GET",
          path: () => "/admin/directory.data?_routes=routes/admin.directory",
          expect: adminOnly(200, 202),
        },
      ],
    },
    {
      file: "admin.news.tsx",
      doors: [
        { method: "GET", path: () => "/admin/news", expect: adminOnly(200, 302), redirects: toSignIn },
        { method: "GET", path: () => "/admin/news.data?_routes=routes/admin.news", expect: adminOnly(200, 202) },
        {
          method: "POST",
          path: () => "/admin/news",
          mutating: true,
          slow: true,
          format: form,
          body: () => ({ intent: "generateNews" }),
          expect: adminOnly(302, 302),
          redirects: toSignIn,
          corpusAs: "admin",
        },
      ],
    },
    {
      file: "admin.verification.tsx",
      doors: [
        {
          method: "GET",
          path: () => "/admin/verification?q=a&tab=pending&page=2",
          expect: adminOnly(200, 302),
          redirects: toSignIn,
        },
        {
          method: "GET",
          path: () => "/admin/verification.data?_routes=routes/admin.verification",
          expect: adminOnly(200, 202),
        },
      ],
    },
    {
      file: "admin.verification.$userId.tsx",
      doors: [
        {
          method: "GET",
          path: (f) => `/admin/verification/${mine(f).target}`,
          expect: adminOnly(200, 302),
          redirects: toSignIn,
        },
        {
          method: "GET",
          path: (f) => `/admin/verification/${mine(f).target}.data?_routes=routes/admin.verification.$userId`,
          expect: adminOnly(200, 202),
        },
        // An unknown user: 404 for admins only (nobody else learns whether it exists).
        {
          method: "GET",
          path: () => "/admin/verification/no-such-user",
          expect: adminOnly(404, 302),
          redirects: toSignIn,
        },
        {
          method: "POST",
          path: (f) => `/admin/verification/${mine(f).target}`,
          mutating: true,
          format: form,
          body: () => ({ status: "verified" }),
          expect: adminOnly(302, 302),
          redirects: toSignIn,
          corpusAs: "admin",
        },
      ],
    },
    {
      file: "admin.audit.tsx",
      doors: [
        {
          method: "GET",
          path: () => "/admin/audit?action=user.verification&from=2026-01-01&to=2030-12-31",
          expect: adminOnly(200, 302),
          redirects: toSignIn,
        },
        { method: "GET", path: () => "/admin/audit.data?_routes=routes/admin.audit", expect: adminOnly(200, 202) },
      ],
    },
    {
      file: "admin.payments.tsx",
      doors: [
        { method: "GET", path: () => "/admin/payments", expect: adminOnly(200, 302), redirects: toSignIn },
        {
          method: "GET",
          path: () => "/admin/payments.data?_routes=routes/admin.payments",
          expect: adminOnly(200, 202),
        },
      ],
    },
    {
      file: "api.admin.login.ts",
      doors: [
        { method: "GET", path: () => "/api/admin/login", expect: everyone(405) },
        {
          method: "POST",
          path: () => "/api/admin/login",
          mutating: true,
          format: json,
          body: (_f, role) => ({ username: `admin-door-${role}`, password: "wrong-password" }),
          expect: everyone(401),
          corpusAs: "visitor",
        },
      ],
    },
    {
      file: "api.admin.users.ts",
      doors: [
        { method: "GET", path: () => "/api/admin/users?q=a&status=pending&limit=5", expect: adminOnly(200) },
        { method: "POST", path: () => "/api/admin/users", expect: everyone(405) },
      ],
    },
    {
      file: "api.users.verification.ts",
      doors: [
        { method: "GET", path: () => "/api/users/verification?status=pending", expect: adminOnly(200) },
        {
          method: "PATCH",
          path: () => "/api/users/verification",
          mutating: true,
          format: json,
          // The suite sends the body as JSON: an array is what this door takes.
          body: (f) =>
            ({ userIds: [mine(f).target], verificationStatus: "pending" }) as unknown as Record<string, string>,
          expect: adminOnly(200),
          corpusAs: "admin",
        },
      ],
    },
    {
      file: "api.users.$userId.verification.ts",
      doors: [
        { method: "GET", path: (f) => `/api/users/${mine(f).target}/verification`, expect: everyone(405) },
        {
          method: "PATCH",
          path: (f) => `/api/users/${mine(f).target}/verification`,
          mutating: true,
          format: json,
          body: () => ({ verificationStatus: "verified" }),
          expect: adminOnly(200),
          corpusAs: "admin",
        },
      ],
    },
    {
      file: "api.admin.logout.ts",
      doors: [
        {
          method: "POST",
          path: () => "/api/admin/logout",
          mutating: true,
          endsSession: true,
          format: json,
          body: () => ({}),
          expect: everyone(200),
        },
      ],
    },
  ],
};
