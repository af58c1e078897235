/**
 * The route table's rows for everyday use (issue 18): replies, reports, following on the debate
 * forms of the home page and the debate page, and the moderation queue (/admin/moderation).
 */
import { createDb } from "~/db/client.server";
import { createDebate, createUser } from "~/seed/factories";
import { insertComment } from "~/models/discussion/comments.server";
import { report } from "~/models/discussion/reports.server";
import { env } from "cloudflare:test";

import type { Fixtures } from "../fixtures";
import { adminOnly, form, signedIn, toSignIn, type Area } from "../table";

interface EverydayFixtures {
  /** A comment by someone who is none of the roles: each role reports it (once) and replies to it. */
  comment: string;
  /** A comment the admin hides. */
  toHide: string;
  /** A debate whose reports the admin dismisses. */
  reported: string;
}
const mine = (f: Fixtures) => f.areas.everyday as EverydayFixtures;

export const everyday: Area = {
  name: "everyday",
  async setup() {
    const db = createDb(env.DB);
    const { user: author } = await createUser(db, { password: null });
    const debate = await createDebate(db);
    const comment = await insertComment(db, {
      debateId: debate.id,
      userId: author.id,
      position: "for",
      content: "Report me.",
    });
    const toHide = await insertComment(db, {
      debateId: debate.id,
      userId: author.id,
      position: "against",
      content: "Hide me.",
    });
    const reported = await createDebate(db);
    await report(db, { reporterId: author.id, targetType: "debate", targetId: reported.id, reason: "misinformation" });
    return { comment: comment.id, toHide: toHide.id, reported: reported.id } satisfies EverydayFixtures;
  },
  rows: [
    {
      file: "admin.moderation.tsx",
      doors: [
        { method: "GET", path: () => "/admin/moderation", expect: adminOnly(200, 302), redirects: toSignIn },
        // Its own loader alone (a data request for this route only): it must guard itself.
        {
          method: "GET",
          path: () => "/admin/moderation.data?_routes=routes/admin.moderation",
          expect: adminOnly(200, 202),
        },
        {
          method: "POST",
          path: () => "/admin/moderation",
          mutating: true,
          format: form,
          body: (f) => ({ intent: "hide", targetType: "comment", targetId: mine(f).toHide, reason: "spam" }),
          expect: adminOnly(302, 302),
          redirects: { ...toSignIn, admin: /^\/admin\/moderation$/ },
          corpusAs: "admin",
        },
        {
          method: "POST",
          path: () => "/admin/moderation",
          mutating: true,
          format: form,
          body: (f) => ({ intent: "dismiss", targetType: "debate", targetId: mine(f).reported }),
          expect: adminOnly(302, 302),
          redirects: toSignIn,
          corpusAs: "admin",
        },
      ],
    },
    {
      // The debate page's new forms (the file's first row is in core.ts).
      file: "debates.$debateId.tsx",
      doors: [
        {
          method: "POST",
          path: (f) => `/debates/${f.debate}`,
          mutating: true,
          format: form,
          body: (f) => ({
            intent: "reply",
            debateId: f.debate,
            parentId: f.comment,
            content: "A reply from the table.",
          }),
          expect: signedIn(302, 302),
          redirects: { ...toSignIn, citizen: /^\/debates\// },
        },
        {
          method: "POST",
          path: (f) => `/debates/${f.debate}`,
          mutating: true,
          format: form,
          body: (f) => ({ intent: "follow", debateId: f.debate, following: "1" }),
          expect: signedIn(302, 302),
          redirects: toSignIn,
        },
      ],
    },
    {
      file: "_index.tsx",
      doors: [
        {
          method: "POST",
          path: () => "/?index",
          mutating: true,
          format: form,
          body: (f) => ({ intent: "report", targetType: "comment", targetId: mine(f).comment, reason: "spam" }),
          expect: signedIn(302, 302),
          redirects: toSignIn,
        },
        {
          method: "POST",
          path: () => "/?index",
          mutating: true,
          format: form,
          body: () => ({ intent: "autoFollow", enabled: "0" }),
          expect: signedIn(302, 302),
          redirects: toSignIn,
        },
      ],
    },
  ],
};
