/**
 * The route table's rows for debates on other sites (docs/embed.md): the embed, its sign-in window
 * and oEmbed. The embed's forms carry a token bound to the caller's session (`csrf`): the area's
 * setup makes each role's, as the embed itself would.
 */
import { createExecutionContext, env } from "cloudflare:test";

import { embedCsrf } from "~/auth/embed.server";
import { currentSessionId } from "~/models/accounts";
import { getLoadContext } from "~/context.server";

import { everyone, form, ROLES, signedIn, toSignIn, type Area, type Role } from "../table";
import type { Fixtures } from "../fixtures";

interface EmbedFixtures {
  /** The embed forms' token of each role's session ("" for the visitor, who has none). */
  csrf: Record<Role, string>;
}

const mine = (f: Fixtures) => f.areas.embed as EmbedFixtures;

export const embedArea: Area = {
  name: "embed",
  async setup(f) {
    const context = getLoadContext(env, createExecutionContext());
    const csrf = {} as Record<Role, string>;
    for (const role of ROLES) {
      const request = new Request("http://localhost", { headers: { Cookie: f.cookies[role] } });
      const sessionId = f.cookies[role] ? await currentSessionId(context, request) : null;
      csrf[role] = sessionId ? await embedCsrf(context, sessionId) : "";
    }
    return { csrf } satisfies EmbedFixtures;
  },
  rows: [
    {
      file: "embed.debates.$debateId.tsx",
      doors: [
        { method: "GET", path: (f) => `/embed/debates/${f.debate}`, expect: everyone(200) },
        { method: "GET", path: (f) => `/embed/debates/${f.debate}?lang=bn`, expect: everyone(200) },
        { method: "GET", path: () => "/embed/debates/no-such-debate", expect: everyone(404) },
        {
          // The first step of a vote: the answer asks to confirm (it writes nothing).
          method: "POST",
          path: (f) => `/embed/debates/${f.debate}`,
          mutating: true,
          format: form,
          body: (f, role) => ({ intent: "choose", position: "for", csrf: mine(f).csrf[role] }),
          expect: signedIn(200, 401),
        },
        {
          // A confirmation that is not ours: refused, no vote.
          method: "POST",
          path: (f) => `/embed/debates/${f.debate}`,
          mutating: true,
          format: form,
          body: (f, role) => ({ intent: "confirm", confirm: "for.1700000000000.forged", csrf: mine(f).csrf[role] }),
          expect: signedIn(400, 401),
        },
        {
          // A sign-in window's token that was never handed over.
          method: "POST",
          path: (f) => `/embed/debates/${f.debate}`,
          mutating: true,
          format: form,
          body: () => ({ intent: "exchange", token: "x".repeat(43) }),
          expect: everyone(400),
          corpusAs: "visitor",
        },
        {
          method: "POST",
          path: (f) => `/embed/debates/${f.debate}`,
          mutating: true,
          format: form,
          body: (f, role) => ({ intent: "signOut", csrf: mine(f).csrf[role] }),
          expect: signedIn(303, 401),
        },
      ],
    },
    {
      file: "embed.auth.tsx",
      doors: [
        { method: "GET", path: (f) => `/embed/auth?debate=${f.debate}&position=for`, expect: everyone(200) },
        { method: "GET", path: (f) => `/embed/auth?debate=${f.debate}`, expect: everyone(200) },
        { method: "GET", path: () => "/embed/auth?debate=no-such-debate", expect: everyone(404) },
        {
          method: "POST",
          path: (f) => `/embed/auth?debate=${f.debate}&position=for`,
          mutating: true,
          format: form,
          body: (f) => ({ debate: f.debate, confirm: "for.1700000000000.forged" }),
          expect: signedIn(400, 302),
          redirects: toSignIn,
        },
      ],
    },
    {
      file: "oembed.ts",
      doors: [
        {
          method: "GET",
          path: (f) => `/oembed?url=${encodeURIComponent(`http://localhost/debates/${f.debate}`)}&maxwidth=400`,
          expect: everyone(200),
        },
        {
          method: "GET",
          path: (f) => `/oembed?url=${encodeURIComponent(`https://evil.example/debates/${f.debate}`)}`,
          expect: everyone(404),
        },
        {
          method: "GET",
          path: (f) => `/oembed?url=${encodeURIComponent(`http://localhost/debates/${f.debate}`)}&format=xml`,
          expect: everyone(501),
        },
      ],
    },
  ],
};
