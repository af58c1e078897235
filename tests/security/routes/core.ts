/** The route table's rows for the foundation, accounts, the debate core, news and infographics. */
import { adminOnly, everyone, form, json, signedIn, toSignIn, visitorsOnly, type Area } from "../table";

export const core: Area = {
  name: "core",
  rows: [
    // ---------------------------------------------------------------- pages
    {
      file: "_index.tsx",
      doors: [
        { method: "GET", path: () => "/", expect: everyone(200) },
        // A post to "/" without ?index is the root route's, which has no form (the corpus's ".." ids
        // land here too: "/debates/.." is "/"): 405, changing nothing.
        { method: "POST", path: () => "/", format: form, body: () => ({ intent: "vote" }), expect: everyone(405) },
        // The feed's query (docs/home-page.md): FTS syntax and a forged cursor show a page, never an error
        // (tests/integration/home-feed.test.ts runs the whole bad-input corpus through q and cursor).
        {
          method: "GET",
          path: () => `/?region=bharat&sort=newest&q=${encodeURIComponent('"NEAR( * -x')}`,
          expect: everyone(200),
        },
        { method: "GET", path: () => `/?cursor=${btoa('["t","1e999",""]')}&sort=trending`, expect: everyone(200) },
        { method: "GET", path: () => "/_root.data?index&cursor=%00%FF", expect: everyone(200) },
        { method: "GET", path: () => "/?overlay=stats", expect: signedIn(200, 302), redirects: toSignIn },
        {
          method: "POST",
          path: () => "/?index",
          mutating: true,
          format: form,
          body: (f, role) => ({ intent: "vote", debateId: f.debates[role], position: "for" }),
          expect: signedIn(302, 302),
          redirects: { ...toSignIn, citizen: /^\/#debate-/ },
        },
        {
          method: "POST",
          path: () => "/?index",
          mutating: true,
          format: form,
          body: (f) => ({ intent: "comment", debateId: f.debate, content: "A comment from the route table." }),
          expect: signedIn(302, 302),
          redirects: toSignIn,
        },
        {
          method: "POST",
          path: () => "/?index",
          mutating: true,
          format: form,
          body: (f) => ({ intent: "like", commentId: f.comment }),
          expect: signedIn(302, 302),
          redirects: toSignIn,
        },
      ],
    },
    {
      file: "debates.$debateId.tsx",
      doors: [
        { method: "GET", path: (f) => `/debates/${f.debate}`, expect: everyone(200) },
        { method: "GET", path: () => "/debates/no-such-debate", expect: everyone(404) },
        {
          method: "POST",
          path: (f) => `/debates/${f.debate}`,
          mutating: true,
          format: form,
          body: (f) => ({ intent: "comment", debateId: f.debate, content: "Posted on the debate's own page." }),
          expect: signedIn(302, 302),
          redirects: { ...toSignIn, citizen: /^\/debates\// },
        },
      ],
    },
    {
      file: "debates.$debateId_.infographic[.png].ts",
      doors: [
        { method: "GET", path: (f) => `/debates/${f.debate}/infographic.png?lng=hi`, expect: everyone(200) },
        { method: "GET", path: () => "/debates/no-such-debate/infographic.png", expect: everyone(404) },
      ],
    },
    {
      file: "login.tsx",
      doors: [
        { method: "GET", path: () => "/login", expect: visitorsOnly(200) },
        {
          method: "POST",
          path: () => "/login",
          mutating: true,
          format: form,
          body: (f, role) => ({ login: f.logins[role], password: "wrong-password" }),
          // A signed-in caller is sent on by the page (its loader), whatever the form said.
          expect: { ...everyone(302), visitor: 401 },
          corpusAs: "visitor",
        },
      ],
    },
    {
      file: "join.tsx",
      doors: [
        { method: "GET", path: () => "/join", expect: visitorsOnly(200) },
        {
          method: "POST",
          path: () => "/join",
          mutating: true,
          format: form,
          body: () => ({ firstName: "Route", lastName: "Table", email: "taken@example.org", password: "123" }),
          expect: { ...everyone(302), visitor: 400 },
          corpusAs: "visitor",
        },
      ],
    },
    {
      file: "forgot-password.tsx",
      doors: [
        { method: "GET", path: () => "/forgot-password", expect: everyone(200) },
        {
          method: "POST",
          path: () => "/forgot-password",
          mutating: true,
          format: form,
          body: () => ({ email: "not-an-email" }),
          expect: everyone(400),
          corpusAs: "visitor",
        },
      ],
    },
    {
      file: "reset-password.tsx",
      doors: [
        { method: "GET", path: () => "/reset-password?token=garbage", expect: everyone(200) },
        {
          method: "POST",
          path: () => "/reset-password",
          mutating: true,
          format: form,
          body: () => ({ token: "garbage", password: "new-password-1", confirmPassword: "new-password-1" }),
          expect: everyone(400),
          corpusAs: "visitor",
        },
      ],
    },
    {
      file: "logout.tsx",
      doors: [
        { method: "GET", path: () => "/logout", expect: everyone(200) },
        {
          method: "POST",
          path: () => "/logout",
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
      file: "confirm-email.tsx",
      doors: [
        { method: "GET", path: () => "/confirm-email?token=garbage", expect: everyone(200) },
        {
          method: "POST",
          path: () => "/confirm-email",
          mutating: true,
          format: form,
          body: () => ({ redirectTo: "/" }),
          expect: signedIn(302, 302),
          redirects: toSignIn,
        },
      ],
    },
    {
      // The language menu (issue 25): a POST saves the account's language; it always goes back here.
      file: "language.ts",
      doors: [
        { method: "GET", path: () => "/language", expect: everyone(405) },
        {
          method: "POST",
          path: () => "/language",
          mutating: true,
          format: form,
          body: () => ({ lng: "en", redirectTo: "/help" }),
          expect: everyone(303),
        },
      ],
    },
    { file: "dev.outbox.tsx", doors: [{ method: "GET", path: () => "/dev/outbox", expect: everyone(200) }] },
    { file: "help.tsx", doors: [{ method: "GET", path: () => "/help", expect: everyone(200) }] },
    { file: "guidelines.tsx", doors: [{ method: "GET", path: () => "/guidelines", expect: everyone(200) }] },
    // The installable app (docs/pwa.md): the page the service worker shows offline, and what it reads
    // with the browser's cookies (who is signed in, the debates they follow; private, no-store).
    { file: "offline.tsx", doors: [{ method: "GET", path: () => "/offline", expect: everyone(200) }] },
    {
      file: "pwa-state[.json].ts",
      doors: [
        { method: "GET", path: () => "/pwa-state.json", expect: everyone(200) },
        { method: "POST", path: () => "/pwa-state.json", format: form, body: () => ({}), expect: everyone(405) },
      ],
    },
    { file: "privacy.tsx", doors: [{ method: "GET", path: () => "/privacy", expect: everyone(200) }] },
    { file: "$.tsx", doors: [{ method: "GET", path: () => "/no/such/page", expect: everyone(404) }] },

    // ---------------------------------------------------------------- the JSON API (SPEC.md section 7)
    {
      file: "api.$.ts",
      doors: [
        { method: "GET", path: () => "/api/no-such-thing", expect: everyone(404) },
        {
          method: "POST",
          path: () => "/api/no-such-thing",
          mutating: true,
          format: json,
          body: () => ({}),
          expect: everyone(404),
          corpusAs: "citizen",
        },
      ],
    },
    { file: "api.auth.user.ts", doors: [{ method: "GET", path: () => "/api/auth/user", expect: signedIn(200, 401) }] },
    {
      file: "api.auth.callback.ts",
      doors: [{ method: "GET", path: () => "/api/auth/callback?code=x&state=y", expect: everyone(302) }],
    },
    // External sign-in is not configured in these tests: a page that says so.
    { file: "api.login.tsx", doors: [{ method: "GET", path: () => "/api/login", expect: everyone(503) }] },
    {
      file: "api.logout.tsx",
      doors: [
        {
          method: "POST",
          path: () => "/api/logout",
          expect: everyone(302),
          mutating: true,
          endsSession: true,
          format: json,
          body: () => ({}),
        },
      ],
    },
    {
      file: "api.register-user.ts",
      doors: [
        { method: "GET", path: () => "/api/register-user", expect: everyone(405) },
        {
          method: "POST",
          path: () => "/api/register-user",
          mutating: true,
          format: json,
          body: () => ({ firstName: "Route", lastName: "Table", email: "bad", password: "123" }),
          expect: everyone(400),
          corpusAs: "visitor",
        },
      ],
    },
    {
      file: "api.auth.register.ts",
      doors: [
        {
          method: "POST",
          path: () => "/api/auth/register",
          mutating: true,
          format: json,
          body: () => ({
            username: "x",
            email: "bad",
            password: "1",
            confirmPassword: "2",
            firstName: "",
            lastName: "",
          }),
          expect: everyone(400),
          corpusAs: "visitor",
        },
      ],
    },
    {
      file: "api.login-user.ts",
      doors: [
        {
          method: "POST",
          path: () => "/api/login-user",
          mutating: true,
          format: json,
          body: (f, role) => ({ email: f.logins[role], password: "wrong-password" }),
          expect: everyone(401),
          corpusAs: "visitor",
        },
      ],
    },
    {
      file: "api.auth.login.ts",
      doors: [
        {
          method: "POST",
          path: () => "/api/auth/login",
          mutating: true,
          format: json,
          body: (f, role) => ({ username: f.logins[role], password: "wrong-password" }),
          expect: everyone(401),
          corpusAs: "visitor",
        },
      ],
    },
    {
      file: "api.auth.forgot-password.ts",
      doors: [
        {
          method: "POST",
          path: () => "/api/auth/forgot-password",
          mutating: true,
          format: json,
          body: () => ({ email: "not-an-email" }),
          expect: everyone(400),
          corpusAs: "visitor",
        },
      ],
    },
    {
      file: "api.auth.reset-password.ts",
      doors: [
        {
          method: "POST",
          path: () => "/api/auth/reset-password",
          mutating: true,
          format: json,
          body: () => ({ token: "garbage", password: "new-password-1", confirmPassword: "new-password-1" }),
          expect: everyone(400),
          corpusAs: "visitor",
        },
      ],
    },
    {
      file: "api.debates.ts",
      doors: [
        { method: "GET", path: () => "/api/debates?region=bharat", expect: everyone(200) },
        { method: "GET", path: () => `/api/debates?q=${encodeURIComponent('") OR 1=1 --')}`, expect: everyone(200) },
      ],
    },
    {
      file: "api.debates.$debateId.vote.ts",
      doors: [
        { method: "GET", path: (f) => `/api/debates/${f.debate}/vote`, expect: everyone(405) },
        {
          method: "POST",
          path: (f, role) => `/api/debates/${f.apiDebates[role]}/vote`,
          mutating: true,
          format: json,
          body: () => ({ position: "against" }),
          expect: signedIn(200, 401),
        },
      ],
    },
    {
      file: "api.debates.$debateId.user-vote.ts",
      doors: [{ method: "GET", path: (f) => `/api/debates/${f.debate}/user-vote`, expect: signedIn(200, 401) }],
    },
    {
      file: "api.debates.$debateId.comments.ts",
      doors: [
        {
          method: "POST",
          path: (f) => `/api/debates/${f.debate}/comments`,
          mutating: true,
          format: json,
          body: () => ({ content: "From the route table, through the API." }),
          expect: signedIn(201, 401),
        },
      ],
    },
    {
      file: "api.debates.$debateId.comments-by-position.ts",
      doors: [{ method: "GET", path: (f) => `/api/debates/${f.debate}/comments-by-position`, expect: everyone(200) }],
    },
    {
      file: "api.debates.$debateId.all-comments.ts",
      doors: [{ method: "GET", path: (f) => `/api/debates/${f.debate}/all-comments`, expect: everyone(200) }],
    },
    {
      file: "api.comments.$commentId.like.ts",
      doors: [
        {
          method: "POST",
          path: (f) => `/api/comments/${f.comment}/like`,
          mutating: true,
          format: json,
          body: () => ({}),
          expect: signedIn(200, 401),
        },
      ],
    },
    {
      file: "api.user.stats.ts",
      doors: [{ method: "GET", path: () => "/api/user/stats", expect: signedIn(200, 401) }],
    },
    {
      file: "api.user.influences.ts",
      doors: [{ method: "GET", path: () => "/api/user/influences", expect: signedIn(200, 401) }],
    },
    {
      file: "api.user.participated-debates-comments.ts",
      doors: [{ method: "GET", path: () => "/api/user/participated-debates-comments", expect: signedIn(200, 401) }],
    },
    {
      file: "api.user.votes.ts",
      doors: [{ method: "GET", path: () => "/api/user/votes", expect: signedIn(200, 401) }],
    },
    { file: "api.users.ts", doors: [{ method: "GET", path: () => "/api/users", expect: adminOnly(200) }] },
    {
      file: "api.news.headlines.ts",
      doors: [{ method: "GET", path: () => "/api/news/headlines?region=global", expect: everyone(200) }],
    },
    {
      file: "api.trending-topics-from-comments.ts",
      doors: [{ method: "GET", path: () => "/api/trending-topics-from-comments", expect: everyone(200) }],
    },
    {
      file: "api.news.generate-debates.ts",
      doors: [
        {
          method: "POST",
          path: () => "/api/news/generate-debates",
          mutating: true,
          slow: true,
          format: json,
          body: () => ({}),
          // 200 after a run, or 409 while another runs (the matrix's admin may meet the corpus's run).
          expect: { ...adminOnly([200, 409, 502]) },
          corpusAs: "admin",
        },
      ],
    },
    {
      file: "api.stripe.webhook.ts",
      doors: [
        { method: "GET", path: () => "/api/stripe/webhook", expect: everyone(405) },
        {
          // Only Stripe gets past the signature check (tests/integration/stripe.test.ts): everyone else 400.
          method: "POST",
          path: () => "/api/stripe/webhook",
          mutating: true,
          format: json,
          body: () => ({ id: "evt_unsigned", type: "checkout.session.completed", data: "{}" }),
          expect: everyone(400),
        },
      ],
    },
  ],
};
