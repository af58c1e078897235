/**
 * The route table's rows for civic education, the policy impact tracker and expert witnesses
 * (issue 12): the pages, their forms and the JSON doors of SPEC.md section 7.
 */
import { env } from "cloudflare:test";

import { createDb } from "~/db/client.server";
import { civicModules, civicModuleTranslations, civicProgress } from "~/db/schema";

import type { Fixtures } from "../fixtures";
import { everyone, form, json, ROLES, signedIn, toSignIn, type Area } from "../table";

interface CivicFixtures {
  /** A module without prerequisites: anyone signed in may start it. */
  module: string;
  /** A module every signed-in role has started: anyone signed in may complete it. */
  started: string;
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
    return { module, started } satisfies CivicFixtures;
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
  ],
};
