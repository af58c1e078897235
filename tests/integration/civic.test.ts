/**
 * Civic education, the policy impact tracker and expert witnesses through the Worker (workerd,
 * real D1): both doors (the JSON API and the pages' forms), the role checks, the validation
 * messages, idempotent start and complete, the audit entries and notifications written with each
 * admin decision, and the bridging order from real ratings.
 */
import { env } from "cloudflare:test";
import { describe, expect, it, vi } from "vitest";

import { createDb } from "~/db/client.server";
import { civicModules, civicModuleTranslations } from "~/db/schema";
import { createDebate } from "~/seed/factories";

import { callWorker as call, signedInUser as signedIn } from "../helpers/api-client";
import { fetcherData, postForm } from "../helpers/page-action";

const db = createDb(env.DB);

async function createModule(prerequisites: string[] = []) {
  const id = crypto.randomUUID().replaceAll("-", "");
  const slug = `it-module-${id}`;
  await db.insert(civicModules).values({
    id,
    slug,
    category: "policy_making",
    difficulty: "intermediate",
    estimatedTime: 12,
    prerequisites: JSON.stringify(prerequisites),
    sortOrder: 800,
    createdAt: new Date().toISOString(),
  });
  await db
    .insert(civicModuleTranslations)
    .values({ moduleId: id, language: "en", title: `Module ${slug}`, description: "About it.", body: "The lesson." });
  return { id, slug, title: `Module ${slug}` };
}

const rows = <T>(sql: string, ...values: unknown[]) =>
  env.DB.prepare(sql)
    .bind(...values)
    .all<T>()
    .then((r) => r.results);

describe("civic education through the API", () => {
  it("starts and completes once each, completes only after a start, and reports real progress", async () => {
    const { cookie } = await signedIn();
    const mod = await createModule();
    const other = await createModule();
    expect((await call("POST", `/api/civic-education/modules/${mod.id}/start`)).status).toBe(401);
    expect((await call("GET", "/api/civic-education/progress")).status).toBe(401);
    expect((await call("GET", `/api/civic-education/modules/${mod.id}/start`, { cookie })).status).toBe(405);

    const early = await call("POST", `/api/civic-education/modules/${other.id}/complete`, { cookie });
    expect(early.status).toBe(409);
    expect(await early.json()).toEqual({ error: "Start the module before completing it." });

    const start = await call("POST", `/api/civic-education/modules/${mod.id}/start`, { cookie });
    expect(start.status).toBe(200);
    expect(await start.json()).toMatchObject({
      success: true,
      changed: true,
      progress: { started: true, progress: 0 },
    });
    const again = await call("POST", `/api/civic-education/modules/${mod.id}/start`, { cookie });
    expect(await again.json()).toMatchObject({ success: true, changed: false });

    const done = await call("POST", `/api/civic-education/modules/${mod.id}/complete`, { cookie });
    expect(await done.json()).toMatchObject({
      success: true,
      changed: true,
      progress: { completed: true, progress: 100 },
    });
    const doneAgain = await call("POST", `/api/civic-education/modules/${mod.id}/complete`, { cookie });
    expect(await doneAgain.json()).toMatchObject({ success: true, changed: false });

    const progress = await (await call("GET", "/api/civic-education/progress", { cookie })).json();
    expect(progress).toMatchObject({ completedModules: 1, inProgressModules: 0, totalTimeSpent: 0, currentStreak: 1 });

    const mine = (await (
      await call("GET", "/api/civic-education/modules?category=policy_making", { cookie })
    ).json()) as {
      id: string;
      userProgress?: { completed: boolean };
    }[];
    expect(mine.find((m) => m.id === mod.id)?.userProgress).toMatchObject({ completed: true });
    expect(mine.find((m) => m.id === other.id)?.userProgress).toMatchObject({ completed: false });
    const anonymous = (await (await call("GET", "/api/civic-education/modules")).json()) as {
      userProgress?: unknown;
    }[];
    expect(anonymous.length).toBeGreaterThan(0);
    expect(anonymous.every((m) => m.userProgress === undefined)).toBe(true);

    expect((await call("POST", "/api/civic-education/modules/no-such/start", { cookie })).status).toBe(404);
  });

  it("names the unfinished prerequisites rather than starting", async () => {
    const { cookie } = await signedIn();
    const first = await createModule();
    const second = await createModule([first.slug]);
    const refused = await call("POST", `/api/civic-education/modules/${second.id}/start`, { cookie });
    expect(refused.status).toBe(409);
    expect(await refused.json()).toEqual({ error: `Complete ${first.title} first.` });
    expect(await rows("SELECT 1 FROM civic_progress WHERE module_id = ?", second.id)).toEqual([]);
  });
});

describe("civic education through the page's forms", () => {
  it("start and complete post to the module page; failures say 'Failed to start module'", async () => {
    const { cookie } = await signedIn();
    const mod = await createModule();
    const locked = await createModule([mod.slug]);
    const visitor = await postForm(`/civic-education/${mod.id}`, { intent: "start", moduleId: mod.id });
    expect(visitor.status).toBe(302);
    expect(visitor.headers.get("Location")).toMatch(/^\/login\?redirectTo=/);

    const refused = await fetcherData<{ ok: boolean; toast: { title: string; description: string } }>(
      await postForm(
        `/civic-education/${locked.id}`,
        { intent: "start", moduleId: locked.id },
        { cookie, fetcher: true },
      ),
    );
    expect(refused).toMatchObject({
      ok: false,
      toast: { title: "Failed to start module", description: `Complete ${mod.title} first.` },
    });
    const notStarted = await fetcherData<{ ok: boolean; toast: { title: string } }>(
      await postForm(`/civic-education/${mod.id}`, { intent: "complete", moduleId: mod.id }, { cookie, fetcher: true }),
    );
    expect(notStarted).toMatchObject({ ok: false, toast: { title: "Failed to complete module" } });

    const started = await postForm(`/civic-education/${mod.id}`, { intent: "start", moduleId: mod.id }, { cookie });
    expect(started.status).toBe(302);
    expect(started.headers.get("Location")).toBe(`/civic-education/${mod.id}`);
    const completed = await fetcherData<{ ok: boolean; progress: { completed: boolean } }>(
      await postForm(`/civic-education/${mod.id}`, { intent: "complete", moduleId: mod.id }, { cookie, fetcher: true }),
    );
    expect(completed).toMatchObject({ ok: true, progress: { completed: true } });
  });
});

describe("the policy impact tracker", () => {
  it("an admin records an outcome on a debate: the audit entry comes with it, every voter's notification follows through the notify queue", async () => {
    const admin = await signedIn({ role: "admin" });
    const debate = await createDebate(db);
    const voters = await Promise.all([signedIn(), signedIn()]);
    const bystander = await signedIn();
    for (const [i, voter] of voters.entries()) {
      const vote = await call("POST", `/api/debates/${debate.id}/vote`, {
        cookie: voter.cookie,
        body: { position: i === 0 ? "for" : "against" },
      });
      expect(vote.status).toBe(200);
    }
    const title = `Outcome ${crypto.randomUUID()}`;
    const fields = {
      intent: "createOutcome",
      title,
      description: "The ministry issued a circular.",
      outcomeType: "government_response",
      impactLevel: "national",
      verificationStatus: "verified",
      dateAnnounced: "2026-11-02",
      officialDocument: "https://example.org/circular.pdf",
      debate: `https://debatestorm.example/debates/${debate.id}`,
    };
    const citizenTry = await postForm("/admin/policy-outcomes", fields, { cookie: voters[0]?.cookie });
    expect(citizenTry.status).toBe(403);

    const bad = await fetcherData<{ ok: boolean; result: { error: Record<string, string[]> } }>(
      await postForm(
        "/admin/policy-outcomes",
        { ...fields, officialDocument: "javascript:alert(1)" },
        {
          cookie: admin.cookie,
          fetcher: true,
        },
      ),
    );
    expect(bad.result.error.officialDocument).toEqual(["The official document must be a web address (http or https)."]);

    const created = await postForm("/admin/policy-outcomes", fields, { cookie: admin.cookie });
    expect(created.status).toBe(302);
    const [outcome] = await rows<{ id: string }>("SELECT id FROM policy_outcomes WHERE title = ?", title);
    expect(outcome).toBeTruthy();
    const audit = await rows<{ action: string; actor_id: string }>(
      "SELECT action, actor_id FROM audit_log WHERE target = ?",
      `policy_outcome:${outcome?.id}`,
    );
    expect(audit).toEqual([{ action: "policy_outcome.create", actor_id: admin.user.id }]);
    // The voters hear of it through the notify queue (its consumer runs on its own, a moment later).
    const told = await vi.waitFor(
      async () => {
        const found = await rows<{ user_id: string; href: string }>(
          "SELECT user_id, href FROM notifications WHERE kind = 'outcome_recorded' AND params LIKE ?",
          `%${outcome?.id}%`,
        );
        if (found.length < voters.length) throw new Error(`${found.length} of ${voters.length} told so far`);
        return found;
      },
      { timeout: 45_000, interval: 250 },
    );
    expect(told.map((n) => n.user_id).sort()).toEqual(voters.map((v) => v.user.id).sort());
    expect(told.every((n) => n.href === `/debates/${debate.id}#outcomes`)).toBe(true);
    expect(told.some((n) => n.user_id === bystander.user.id)).toBe(false);

    const forDebate = (await (await call("GET", `/api/policy-outcomes/${debate.id}`)).json()) as { title: string }[];
    expect(forDebate.map((o) => o.title)).toEqual([title]);
    const stats = (await (await call("GET", "/api/policy-impact/stats")).json()) as Record<string, number>;
    expect(stats.totalOutcomes).toBeGreaterThanOrEqual(1);
    expect(stats.verifiedOutcomes).toBeGreaterThanOrEqual(1);

    const verified = await postForm(
      "/admin/policy-outcomes",
      { intent: "setVerification", outcomeId: outcome?.id ?? "", verificationStatus: "disputed" },
      { cookie: admin.cookie },
    );
    expect(verified.status).toBe(302);
    expect(await rows("SELECT verification_status FROM policy_outcomes WHERE id = ?", outcome?.id)).toEqual([
      { verification_status: "disputed" },
    ]);
    expect(
      (
        await rows(
          "SELECT 1 FROM audit_log WHERE target = ? AND action = 'policy_outcome.verification'",
          `policy_outcome:${outcome?.id}`,
        )
      ).length,
    ).toBe(1);
  });
});

describe("expert witnesses", () => {
  it("a citizen applies (validated, one open application), cannot contribute (403); an admin approves; the expert contributes", async () => {
    const applicant = await signedIn();
    const admin = await signedIn({ role: "admin" });
    const debate = await createDebate(db);

    const missing = await call("POST", "/api/expert-witness/apply", {
      cookie: applicant.cookie,
      body: { expertise: "Tax law" },
    });
    expect(missing.status).toBe(400);
    expect(await missing.json()).toEqual({ error: "Give your credentials." });
    const applied = await call("POST", "/api/expert-witness/apply", {
      cookie: applicant.cookie,
      body: { expertise: "Tax law", credentials: "Chartered accountant, 12 years." },
    });
    expect(applied.status).toBe(201);
    const second = await call("POST", "/api/expert-witness/apply", {
      cookie: applicant.cookie,
      body: { expertise: "Tax law", credentials: "Again." },
    });
    expect(second.status).toBe(409);
    expect(await second.json()).toMatchObject({ error: "You already have an application waiting for review." });

    const contribution = { type: "fact_check", content: "The figure quoted is from 2019, not 2024." };
    const refused = await call("POST", `/api/debates/${debate.id}/expert-contribute`, {
      cookie: applicant.cookie,
      body: contribution,
    });
    expect(refused.status).toBe(403);
    expect(await refused.json()).toEqual({ error: "Only experts can contribute. Apply as an expert first." });

    const { application } = (await applied.json().catch(() => ({}))) as { application?: { id: string } };
    const [row] = await rows<{ id: string }>("SELECT id FROM expert_applications WHERE user_id = ?", applicant.user.id);
    const applicationId = application?.id ?? row?.id ?? "";
    const noReason = await fetcherData<{ result: { error: Record<string, string[]> } }>(
      await postForm("/admin/experts", { applicationId, decision: "reject" }, { cookie: admin.cookie, fetcher: true }),
    );
    expect(noReason.result.error.reason).toEqual(["Give the applicant a reason for the rejection."]);
    expect(
      (await postForm("/admin/experts", { applicationId, decision: "approve" }, { cookie: applicant.cookie })).status,
    ).toBe(403);
    const approved = await postForm("/admin/experts", { applicationId, decision: "approve" }, { cookie: admin.cookie });
    expect(approved.status).toBe(302);
    expect(await rows("SELECT is_expert, expertise FROM users WHERE id = ?", applicant.user.id)).toEqual([
      { is_expert: 1, expertise: "Tax law" },
    ]);
    expect(await rows("SELECT action FROM audit_log WHERE target = ?", `expert_application:${applicationId}`)).toEqual([
      { action: "expert.application" },
    ]);
    expect(
      await rows(
        "SELECT href FROM notifications WHERE user_id = ? AND kind = 'expert_application_decided'",
        applicant.user.id,
      ),
    ).toEqual([{ href: "/experts#your-application" }]);
    const status = await (await call("GET", "/api/expert-witness/status", { cookie: applicant.cookie })).json();
    expect(status).toMatchObject({ isExpert: true, application: { status: "approved" } });

    const badLink = await call("POST", `/api/debates/${debate.id}/expert-contribute`, {
      cookie: applicant.cookie,
      body: { ...contribution, supportingDocuments: ["ftp://example.org/x"] },
    });
    expect(badLink.status).toBe(400);
    expect(await badLink.json()).toEqual({ error: "Not a web address (http or https): ftp://example.org/x" });
    const added = await call("POST", `/api/debates/${debate.id}/expert-contribute`, {
      cookie: applicant.cookie,
      body: { ...contribution, supportingDocuments: ["https://example.org/report.pdf"] },
    });
    expect(added.status).toBe(201);
    const listed = (await (await call("GET", `/api/debates/${debate.id}/expert-contributions`)).json()) as {
      content: string;
      supportingDocuments: string[];
      expert: { expertise: string };
    }[];
    expect(listed).toMatchObject([
      {
        content: contribution.content,
        supportingDocuments: ["https://example.org/report.pdf"],
        expert: { expertise: "Tax law" },
      },
    ]);
  });

  it("ranks a contribution helpful to one supporter and one opposer above one helpful to five supporters", async () => {
    const debate = await createDebate(db);
    const expert = await signedIn({ isExpert: true, expertise: "Statistics" });
    const post = async (content: string) => {
      const response = await call("POST", `/api/debates/${debate.id}/expert-contribute`, {
        cookie: expert.cookie,
        body: { type: "analysis", content },
      });
      return ((await response.json()) as { contribution: { id: string } }).contribution.id;
    };
    const oneSided = await post("Liked by supporters only.");
    const bridged = await post("Liked by both sides.");
    // Raters who confirmed their e-mail: only their ratings count (docs/security.md, "Vote integrity").
    const voter = async (position: "for" | "against") => {
      const v = await signedIn({ emailConfirmedAt: new Date().toISOString() });
      await call("POST", `/api/debates/${debate.id}/vote`, { cookie: v.cookie, body: { position } });
      return v;
    };
    const rate = (cookie: string, contributionId: string) =>
      postForm(`/debates/${debate.id}`, { intent: "expertRate", contributionId, rating: "helpful" }, { cookie });
    for (let i = 0; i < 5; i++) expect((await rate((await voter("for")).cookie, oneSided)).status).toBe(302);
    await rate((await voter("for")).cookie, bridged);
    await rate((await voter("against")).cookie, bridged);
    // Rating needs a side: someone who has not voted is told to vote first and nothing is stored.
    const undecided = await signedIn();
    const refused = await fetcherData<{ ok: boolean; toast: { description: string } }>(
      await postForm(
        `/debates/${debate.id}`,
        { intent: "expertRate", contributionId: bridged, rating: "helpful" },
        {
          cookie: undecided.cookie,
          fetcher: true,
        },
      ),
    );
    expect(refused).toMatchObject({
      ok: false,
      toast: { description: "Vote on the debate first: ratings count by side." },
    });

    const listed = (await (await call("GET", `/api/debates/${debate.id}/expert-contributions`)).json()) as {
      id: string;
      likes: number;
      helpfulToBothSides: boolean;
    }[];
    expect(listed.map((c) => c.id)).toEqual([bridged, oneSided]);
    expect(listed.map((c) => [c.likes, c.helpfulToBothSides])).toEqual([
      [2, true],
      [5, false],
    ]);
  });
});
