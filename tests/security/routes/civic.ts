/**
 * The route table's rows for civic education, the policy impact tracker and expert witnesses
 * (issue 12): the pages, their forms and the JSON doors of SPEC.md section 7.
 */
import { env } from "cloudflare:test";

import { createDb } from "~/db/client.server";
import { civicModules, civicModuleTranslations, civicProgress } from "~/db/schema";
import { createUser } from "~/seed/factories";
import { applyAsExpert, contribute } from "~/models/experts/experts.server";
import { createOutcome } from "~/models/policy/outcomes.server";

import type { Fixtures } from "../fixtures";
import { adminOnly, everyone, form, json, ROLES, signedIn, toSignIn, type Area } from "../table";

interface CivicFixtures {
  /** A module without prerequisites: anyone signed in may start it. */
  module: string;
  /** A module every signed-in role has started: anyone signed in may complete it. */
  started: string;
  /** A policy outcome recorded on the shared debate. */
  outcome: string;
  /** A pending expert application (by someone who is none of the roles), for the admin to decide. */
  application: string;
  /** The expert role's contribution on the shared debate. */
  contribution: string;
}
const civic = (f: Fixtures) => f.areas.civic as CivicFixtures;

async function createModule(db: ReturnType<typeof createDb>, name: string) {
  const id = crypto.randomUUID().replaceAll("-", "");
  await db.insert(civicModules).values({
    id,
    slug: `security-${name}-${id}`,
    category: "constitution",
    difficulty: "beginner",
    estimatedTime: 5,
    prerequisites: "[]",
    sortOrder: 900,
    createdAt: new Date().toISOString(),
  });
  await db
    .insert(civicModuleTranslations)
    .values({ moduleId: id, language: "en", title: `Security ${name}`, description: "A module.", body: "A lesson." });
  return id;
}

export const civicArea: Area = {
  name: "civic",
  async setup(f) {
    const db = createDb(env.DB);
    const module = await createModule(db, "free");
    const started = await createModule(db, "started");
    const startedAt = new Date().toISOString();
    for (const role of ROLES) {
      if (f.users[role]) await db.insert(civicProgress).values({ userId: f.users[role], moduleId: started, startedAt });
    }
    const admin = await db.query.users.findFirst({ where: (u, { eq }) => eq(u.id, f.users.admin) });
    const expert = await db.query.users.findFirst({ where: (u, { eq }) => eq(u.id, f.users.expert) });
    if (!admin || !expert) throw new Error("the role users exist before the areas' setup");
    const outcome = await createOutcome(
      { db, env },
      {
        actorId: admin.id,
        input: {
          title: "An outcome from the route table",
          description: "Recorded for the security suite.",
          outcomeType: "government_response",
          impactLevel: "state",
          verificationStatus: "pending",
          dateAnnounced: "2026-11-01",
          officialDocument: null,
          debate: f.debate,
        },
      },
    );
    const { user: applicant } = await createUser(db, { password: null });
    const application = await applyAsExpert(db, {
      user: applicant,
      input: { expertise: "Public law", credentials: "A degree the admin can check.", institution: null },
    });
    const contribution = await contribute(db, {
      user: expert,
      debateId: f.debate,
      input: { type: "context", content: "Context from the route table.", supportingDocuments: [] },
    });
    if (!outcome.ok || !application.ok || !contribution.ok) throw new Error("civic fixtures: setup refused");
    return {
      module,
      started,
      outcome: outcome.outcome.id,
      application: application.application.id,
      contribution: contribution.contribution.id,
    } satisfies CivicFixtures;
  },
  rows: [
    // ---------------------------------------------------------------- civic education
    {
      file: "civic-education.tsx",
      doors: [
        { method: "GET", path: () => "/civic-education", expect: everyone(200) },
        { method: "GET", path: () => "/civic-education?category=rights_duties", expect: everyone(200) },
        { method: "GET", path: () => "/civic-education?category=%00", expect: everyone(200) },
      ],
    },
    {
      file: "civic-education_.$moduleId.tsx",
      doors: [
        { method: "GET", path: (f) => `/civic-education/${civic(f).module}`, expect: everyone(200) },
        { method: "GET", path: () => "/civic-education/no-such-module", expect: everyone(404) },
        {
          method: "POST",
          path: (f) => `/civic-education/${civic(f).module}`,
          mutating: true,
          format: form,
          body: (f) => ({ intent: "start", moduleId: civic(f).module }),
          expect: signedIn(302, 302),
          redirects: { ...toSignIn, citizen: /^\/civic-education\// },
        },
        {
          method: "POST",
          path: (f) => `/civic-education/${civic(f).started}`,
          mutating: true,
          format: form,
          body: (f) => ({ intent: "complete", moduleId: civic(f).started }),
          expect: signedIn(302, 302),
          redirects: { ...toSignIn, citizen: /^\/civic-education\// },
        },
      ],
    },
    {
      file: "api.civic-education.modules.ts",
      doors: [
        { method: "GET", path: () => "/api/civic-education/modules", expect: everyone(200) },
        { method: "GET", path: () => "/api/civic-education/modules?category=policy_making", expect: everyone(200) },
      ],
    },
    {
      file: "api.civic-education.progress.ts",
      doors: [{ method: "GET", path: () => "/api/civic-education/progress", expect: signedIn(200, 401) }],
    },
    {
      file: "api.civic-education.modules.$moduleId.start.ts",
      doors: [
        { method: "GET", path: (f) => `/api/civic-education/modules/${civic(f).module}/start`, expect: everyone(405) },
        {
          method: "POST",
          path: (f) => `/api/civic-education/modules/${civic(f).module}/start`,
          mutating: true,
          format: json,
          body: () => ({}),
          expect: signedIn(200, 401),
        },
        {
          method: "POST",
          path: () => "/api/civic-education/modules/no-such-module/start",
          format: json,
          body: () => ({}),
          expect: signedIn(404, 401),
        },
      ],
    },
    {
      file: "api.civic-education.modules.$moduleId.complete.ts",
      doors: [
        {
          method: "GET",
          path: (f) => `/api/civic-education/modules/${civic(f).started}/complete`,
          expect: everyone(405),
        },
        {
          method: "POST",
          path: (f) => `/api/civic-education/modules/${civic(f).started}/complete`,
          mutating: true,
          format: json,
          body: () => ({}),
          expect: signedIn(200, 401),
        },
      ],
    },
    // ---------------------------------------------------------------- policy impact
    {
      file: "policy-impact.tsx",
      doors: [
        { method: "GET", path: () => "/policy-impact", expect: everyone(200) },
        { method: "GET", path: () => "/policy-impact?status=verified", expect: everyone(200) },
        { method: "GET", path: () => "/policy-impact?status=pending", expect: everyone(200) },
      ],
    },
    {
      file: "api.policy-outcomes.ts",
      doors: [
        { method: "GET", path: () => "/api/policy-outcomes", expect: everyone(200) },
        { method: "GET", path: () => "/api/policy-outcomes?status=verified", expect: everyone(200) },
      ],
    },
    {
      file: "api.policy-outcomes.$debateId.ts",
      doors: [
        { method: "GET", path: (f) => `/api/policy-outcomes/${f.debate}`, expect: everyone(200) },
        { method: "GET", path: () => "/api/policy-outcomes/no-such-debate", expect: everyone(404) },
      ],
    },
    {
      file: "api.policy-impact.stats.ts",
      doors: [{ method: "GET", path: () => "/api/policy-impact/stats", expect: everyone(200) }],
    },
    {
      file: "admin.policy-outcomes.tsx",
      doors: [
        { method: "GET", path: () => "/admin/policy-outcomes", expect: adminOnly(200, 302), redirects: toSignIn },
        {
          method: "GET",
          path: () => "/admin/policy-outcomes.data?_routes=routes/admin.policy-outcomes",
          expect: adminOnly(200, 202),
        },
        {
          method: "POST",
          path: () => "/admin/policy-outcomes",
          mutating: true,
          format: form,
          body: () => ({
            intent: "createOutcome",
            title: "Recorded by the route table",
            description: "A standalone outcome.",
            outcomeType: "legislation",
            impactLevel: "national",
            verificationStatus: "pending",
            dateAnnounced: "2026-10-30",
            officialDocument: "https://example.org/gazette.pdf",
            debate: "",
          }),
          expect: adminOnly(302, 302),
          redirects: toSignIn,
          corpusAs: "admin",
        },
        {
          method: "POST",
          path: () => "/admin/policy-outcomes",
          mutating: true,
          format: form,
          body: (f) => ({ intent: "setVerification", outcomeId: civic(f).outcome, verificationStatus: "verified" }),
          expect: adminOnly(302, 302),
          redirects: toSignIn,
          corpusAs: "admin",
        },
      ],
    },
    // ---------------------------------------------------------------- expert witnesses
    {
      file: "experts.tsx",
      doors: [
        { method: "GET", path: () => "/experts", expect: everyone(200) },
        {
          method: "POST",
          path: () => "/experts",
          mutating: true,
          format: form,
          body: () => ({ intent: "expertApply", expertise: "Electoral law", credentials: "LLM, 10 years at the bar." }),
          expect: signedIn(302, 302),
          redirects: { ...toSignIn, citizen: /^\/experts#your-application$/ },
        },
      ],
    },
    {
      file: "api.expert-witness.status.ts",
      doors: [{ method: "GET", path: () => "/api/expert-witness/status", expect: signedIn(200, 401) }],
    },
    {
      file: "api.expert-witness.apply.ts",
      doors: [
        { method: "GET", path: () => "/api/expert-witness/apply", expect: everyone(405) },
        {
          method: "POST",
          path: () => "/api/expert-witness/apply",
          mutating: true,
          format: json,
          body: () => ({ expertise: "Public finance", credentials: "PhD economics", institution: "A university" }),
          // Once applied, the next application waits for the first (409); experts need none (409).
          expect: { ...signedIn([201, 409], 401), expert: 409 },
        },
      ],
    },
    {
      file: "api.debates.$debateId.expert-contributions.ts",
      doors: [
        { method: "GET", path: (f) => `/api/debates/${f.debate}/expert-contributions`, expect: everyone(200) },
        { method: "GET", path: () => "/api/debates/no-such-debate/expert-contributions", expect: everyone(404) },
      ],
    },
    {
      file: "api.debates.$debateId.expert-contribute.ts",
      doors: [
        { method: "GET", path: (f) => `/api/debates/${f.debate}/expert-contribute`, expect: everyone(405) },
        {
          method: "POST",
          path: (f) => `/api/debates/${f.debate}/expert-contribute`,
          mutating: true,
          format: json,
          body: () => ({ type: "fact_check", content: "A fact check from the route table." }),
          expect: { ...signedIn(403, 401), expert: 201 },
          corpusAs: "expert",
        },
      ],
    },
    {
      file: "debates.$debateId.tsx",
      doors: [
        {
          method: "POST",
          path: (f) => `/debates/${f.debate}`,
          mutating: true,
          format: form,
          body: (f) => ({ intent: "expertRate", contributionId: civic(f).contribution, rating: "helpful" }),
          expect: signedIn(302, 302),
          redirects: toSignIn,
        },
        {
          method: "POST",
          path: (f) => `/debates/${f.debate}`,
          mutating: true,
          format: form,
          body: () => ({ intent: "expertContribute", type: "analysis", content: "Analysis from the debate page." }),
          expect: signedIn(302, 302),
          redirects: toSignIn,
          corpusAs: "expert",
        },
      ],
    },
    {
      file: "admin.experts.tsx",
      doors: [
        { method: "GET", path: () => "/admin/experts", expect: adminOnly(200, 302), redirects: toSignIn },
        {
          method: "GET",
          path: () => "/admin/experts?status=approved",
          expect: adminOnly(200, 302),
          redirects: toSignIn,
        },
        { method: "GET", path: () => "/admin/experts.data?_routes=routes/admin.experts", expect: adminOnly(200, 202) },
        {
          method: "POST",
          path: () => "/admin/experts",
          mutating: true,
          format: form,
          body: (f) => ({
            applicationId: civic(f).application,
            decision: "reject",
            reason: "Credentials could not be checked.",
          }),
          expect: adminOnly(302, 302),
          redirects: toSignIn,
          corpusAs: "admin",
        },
      ],
    },
  ],
};
