/**
 * Migrations never lose data: a database built at an earlier migration, filled with representative
 * rows, keeps every row and every value once the remaining migrations run, and its counters still
 * equal the rows they count. Used by app/db/migration-check.test.ts (from every earlier migration,
 * in workerd with a real D1) and by `npm run deploy:check` (scripts/deploy-check.ts: the previous
 * release's data, through `wrangler d1 migrations apply`, as `npm run deploy` applies them).
 *
 * Generic: the tables and columns are read from the database at each step (sqlite_master,
 * pragma_table_info, pragma_foreign_key_list), and rows are inserted from FIXTURES, parents first.
 * A table or column a migration adds without a fixture makes fill() fail, naming what to add here:
 *   - a new table: an entry in FIXTURES with a few rows that use its relations;
 *   - a new column: a value for it in at least one row of its table (or, if a trigger or a
 *     migration computes it, its name in that table's `derived` and, for a counter, a COUNTERS entry).
 * A row whose values a CHECK accepts only from some migration on says so with `$since`.
 *
 * Not data: D1's and SQLite's own tables (_cf_*, sqlite_*, d1_migrations) and the shadow tables of
 * virtual tables (debates_search_*); debates_search itself is checked as what it indexes.
 */

/** The database calls used here: D1's, in workerd or through Miniflare in Node. */
export type MigrationDb = Pick<D1Database, "prepare" | "batch">;

type Value = string | number | null;
type FixtureRow = Record<string, Value> & { $since?: number };

interface TableFixture {
  rows: FixtureRow[];
  /** Columns kept by triggers or computed by migrations: never inserted, checked by COUNTERS/DERIVED instead. */
  derived?: string[];
  /** Rows that triggers may already have written (INSERT OR IGNORE). */
  orIgnore?: boolean;
}

const T = (day: number, hour = 10) =>
  `2026-03-${String(day).padStart(2, "0")}T${String(hour).padStart(2, "0")}:00:00.000Z`;

/** Representative rows for every table, with their relations. Ids start with "mig-". */
const FIXTURES: Record<string, TableFixture> = {
  users: {
    derived: [],
    rows: [
      {
        id: "mig-u1",
        username: "mig_admin",
        email: "admin@mig.test",
        password_hash: "pbkdf2-sha256$100000$c2FsdA$aGFzaA",
        first_name: "Asha",
        last_name: "Rao",
        phone_number: "+91 90000 00001",
        date_of_birth: "1990-01-31",
        location: "Pune",
        occupation: "Teacher",
        political_affiliation: "Independent",
        profile_image_url: "https://images.mig.test/asha.png",
        role: "admin",
        is_premium: 1,
        is_expert: 0,
        expertise: null,
        institution: null,
        verification_status: "verified",
        country: "IN",
        language: "hi",
        created_at: T(1),
        email_confirmed_at: T(1, 11),
        auto_follow: 0,
      },
      {
        id: "mig-u2",
        username: "mig_citizen",
        email: "citizen@mig.test",
        password_hash: null,
        first_name: "Ben",
        last_name: "Okafor",
        role: "citizen",
        verification_status: "pending",
        country: "NG",
        language: "en",
        created_at: T(2),
        email_confirmed_at: null,
        auto_follow: 1,
      },
      {
        id: "mig-u3",
        username: "mig_expert",
        email: "expert@mig.test",
        password_hash: "pbkdf2-sha256$100000$c2FsdDM$aGFzaDM",
        first_name: "Chitra",
        last_name: "Sen",
        role: "citizen",
        is_expert: 1,
        expertise: "Economics",
        institution: "Jadavpur University",
        verification_status: "verified",
        language: "bn",
        created_at: T(3),
        email_confirmed_at: T(3, 12),
      },
    ],
  },
  // A story of two outlets' headlines (the news run's grouping, docs/news.md "Stories") and its debate.
  stories: {
    rows: [
      {
        id: "mig-s1",
        first_published_at: T(4),
        last_published_at: T(4, 2),
        headline_count: 2,
        source_count: 2,
        created_at: T(4, 11),
        updated_at: T(4, 12),
      },
    ],
  },
  headlines: {
    rows: [
      {
        id: "mig-h1",
        title: "Parliament debates climate bill",
        source: "World Wire",
        url: "https://news.mig.test/climate",
        region: "global",
        language: "en",
        published_at: T(4),
        fetched_at: T(4, 11),
        title_hash: "mig-hash-1",
        story_id: "mig-s1",
      },
      {
        id: "mig-h3",
        title: "संसद में जलवायु विधेयक पर बहस",
        source: "Desh Wire",
        url: "https://desh.mig.test/jalvayu",
        region: "bharat",
        language: "hi",
        published_at: T(4, 2),
        fetched_at: T(4, 11),
        title_hash: "mig-hash-3",
        story_id: "mig-s1",
      },
      {
        id: "mig-h2",
        title: "नई शिक्षा नीति पर बहस",
        source: "Bharat Times",
        url: "https://news.mig.test/shiksha",
        region: "bharat",
        language: "hi",
        published_at: T(5),
        fetched_at: T(5, 11),
        title_hash: "mig-hash-2",
        story_id: null,
      },
    ],
  },
  headline_embeddings: {
    rows: [{ headline_id: "mig-h1", model: "@cf/baai/bge-m3", vector: "AACAPwAAAAA=", created_at: T(4, 11) }],
  },
  debates: {
    derived: [
      "for_count",
      "against_count",
      "participant_count",
      "verified_for_count",
      "verified_against_count",
      "trend_score",
    ],
    rows: [
      {
        id: "mig-d1",
        title: "Should the climate bill pass?",
        description: "Emissions targets for 2035.",
        category: "Environment",
        region: "global",
        language: "en",
        original_headline: "Parliament debates climate bill",
        headline_id: "mig-h1",
        story_id: "mig-s1",
        is_trending: 1,
        sources: '["https://news.mig.test/climate"]',
        created_at: T(4, 12),
        hidden_at: null,
        hidden_reason: null,
        rate_window_start: T(4, 13),
        rate_window_votes: 3,
        counter_since: T(4, 14),
      },
      {
        id: "mig-d2",
        title: "क्या नई शिक्षा नीति सही है?",
        description: "",
        category: "Education",
        region: "bharat",
        language: "hi",
        original_headline: "नई शिक्षा नीति पर बहस",
        headline_id: "mig-h2",
        story_id: null,
        is_trending: 0,
        sources: "[]",
        created_at: T(5, 12),
        hidden_at: T(6),
        hidden_reason: "duplicate",
      },
    ],
  },
  votes: {
    derived: ["verified", "counted"],
    rows: [
      { debate_id: "mig-d1", user_id: "mig-u1", position: "for", created_at: T(6, 9) },
      { debate_id: "mig-d1", user_id: "mig-u2", position: "against", created_at: T(6, 10) },
      { debate_id: "mig-d1", user_id: "mig-u3", position: "for", created_at: T(6, 11) },
      { debate_id: "mig-d2", user_id: "mig-u3", position: "against", created_at: T(7, 9) },
      { debate_id: "mig-d2", user_id: "mig-u2", position: "for", created_at: T(7, 10) },
    ],
  },
  comments: {
    derived: ["likes", "counted", "agrees", "disagrees", "passes"],
    rows: [
      {
        id: "mig-c1",
        debate_id: "mig-d1",
        user_id: "mig-u1",
        position: "for",
        content: "Cheaper power in ten years.",
        created_at: T(6, 12),
        parent_id: null,
        hidden_at: null,
        hidden_reason: null,
      },
      {
        id: "mig-c2",
        debate_id: "mig-d1",
        user_id: "mig-u2",
        position: "against",
        content: "[hidden]",
        created_at: T(6, 13),
        parent_id: "mig-c1",
        hidden_at: T(6, 14),
        hidden_reason: "abuse",
      },
      {
        id: "mig-c3",
        debate_id: "mig-d2",
        user_id: "mig-u3",
        position: "against",
        content: "শিক্ষকদের প্রশিক্ষণ আগে দরকার।",
        created_at: T(7, 12),
      },
      // A deleted account's comment: no author, no text (possible from migration 0013 on).
      {
        $since: 13,
        id: "mig-c4",
        debate_id: "mig-d2",
        user_id: null,
        position: "for",
        content: "",
        created_at: T(7, 13),
      },
      // From migration 0027: the key the author's browser gave the comment (docs/pwa.md, offline queue).
      {
        $since: 25,
        id: "mig-c5",
        debate_id: "mig-d2",
        user_id: "mig-u2",
        position: "for",
        content: "Written on a train, sent at the station.",
        created_at: T(7, 14),
        client_id: "4b1f8c9e-7d7a-4c53-9a55-0d2f1e3c8a61",
      },
    ],
  },
  comment_likes: {
    derived: ["counted"],
    rows: [
      { comment_id: "mig-c1", user_id: "mig-u2", created_at: T(6, 15) },
      { comment_id: "mig-c1", user_id: "mig-u3", created_at: T(6, 16) },
      { comment_id: "mig-c2", user_id: "mig-u1", created_at: T(6, 17) },
      { comment_id: "mig-c3", user_id: "mig-u1", created_at: T(7, 14) },
    ],
  },
  // From the common-ground migration: reactions to arguments (counted by triggers, as likes are).
  comment_reactions: {
    derived: ["counted"],
    rows: [
      {
        comment_id: "mig-c1",
        user_id: "mig-u2",
        debate_id: "mig-d1",
        reaction: "agree",
        created_at: T(6, 15),
        updated_at: T(6, 15),
      },
      {
        comment_id: "mig-c1",
        user_id: "mig-u3",
        debate_id: "mig-d1",
        reaction: "disagree",
        created_at: T(6, 16),
        updated_at: T(6, 18),
      },
      {
        comment_id: "mig-c3",
        user_id: "mig-u1",
        debate_id: "mig-d2",
        reaction: "pass",
        created_at: T(7, 14),
        updated_at: T(7, 14),
      },
    ],
  },
  common_ground: {
    rows: [
      {
        debate_id: "mig-d1",
        view: "counted",
        result: '{"status":"needs_more","needed":{"participants":18,"reactions":126,"statements":2},"participants":0}',
        state: null,
        computed_at: T(8),
      },
    ],
  },
  // Written by the reactions' triggers: the row may already be there.
  common_ground_pending: {
    orIgnore: true,
    rows: [{ debate_id: "mig-d1", changed_at: T(8, 1) }],
  },
  comment_influences: {
    rows: [
      {
        comment_id: "mig-c1",
        debate_id: "mig-d1",
        keywords: '["power","cost"]',
        influence_score: 0.75,
        created_at: T(6, 18),
      },
      { comment_id: "mig-c3", debate_id: "mig-d2", keywords: "[]", influence_score: 0.25, created_at: T(7, 15) },
    ],
  },
  hidden_texts: {
    rows: [{ comment_id: "mig-c2", content: "You are all fools.", hidden_by: "mig-u1", created_at: T(6, 14) }],
  },
  // Everyone who voted or commented (kept by triggers from migration 0004 on; written by the app before).
  debate_participants: {
    orIgnore: true,
    derived: ["counted"],
    rows: [
      { debate_id: "mig-d1", user_id: "mig-u1", created_at: T(6, 9) },
      { debate_id: "mig-d1", user_id: "mig-u2", created_at: T(6, 10) },
      { debate_id: "mig-d1", user_id: "mig-u3", created_at: T(6, 11) },
      { debate_id: "mig-d2", user_id: "mig-u3", created_at: T(7, 9) },
      { debate_id: "mig-d2", user_id: "mig-u2", created_at: T(7, 10) },
    ],
  },
  debate_translations: {
    rows: [
      {
        debate_id: "mig-d1",
        language: "hi",
        title: "क्या जलवायु विधेयक पारित होना चाहिए?",
        description: "2035 के उत्सर्जन लक्ष्य।",
        model: "seed",
        created_at: T(4, 13),
      },
    ],
  },
  follows: {
    rows: [
      { user_id: "mig-u1", debate_id: "mig-d1", created_at: T(6, 9), unfollowed_at: null },
      { user_id: "mig-u2", debate_id: "mig-d2", created_at: T(7, 10), unfollowed_at: T(8) },
    ],
  },
  reports: {
    rows: [
      {
        id: "mig-r1",
        reporter_id: "mig-u3",
        target_type: "comment",
        target_id: "mig-c2",
        debate_id: "mig-d1",
        reason: "abuse",
        created_at: T(6, 13),
        resolved_at: T(6, 14),
        resolution: "hidden",
        resolved_by: "mig-u1",
      },
    ],
  },
  notifications: {
    rows: [
      {
        id: "mig-n1",
        user_id: "mig-u1",
        kind: "reply",
        href: "/debates/mig-d1#mig-c2",
        params: '{"actor":"mig_citizen"}',
        read_at: null,
        created_at: T(6, 13),
        email_state: "pending",
        push_state: "pending",
      },
      {
        id: "mig-n2",
        user_id: "mig-u2",
        kind: "like",
        href: "/debates/mig-d1",
        params: "{}",
        read_at: T(6, 18),
        created_at: T(6, 17),
      },
    ],
  },
  notification_settings: { rows: [{ user_id: "mig-u1", kind: "reply", email: 0, updated_at: T(2), in_app: 0 }] },
  push_subscriptions: {
    rows: [
      {
        id: "mig-ps1",
        user_id: "mig-u2",
        endpoint: "https://push.mig.test/send/abc",
        p256dh: "BCVxsr7N_eNgVRqvHtD0zTZsEc6-VV-JvLexhqUzORcxaOzi6-AYWXvTBHm4bjyPjs7Vd8pZGH6SRpkNtoIAiw4",
        auth: "BTBZMqHH6r4Tts7J_aSIgg",
        browser: "Chrome on Android",
        created_at: T(9),
      },
    ],
  },
  sessions: {
    rows: [
      {
        id: "mig-s1",
        user_id: "mig-u1",
        created_at: T(8),
        last_seen_at: T(8, 12),
        expires_at: "2026-03-22T10:00:00.000Z",
        browser: "Firefox on Linux",
        country: "IN",
      },
    ],
  },
  oauth_accounts: {
    rows: [{ provider: "https://id.mig.test", subject: "sub-3", user_id: "mig-u3", created_at: T(3) }],
  },
  password_resets: {
    rows: [{ token_hash: "mig-reset-hash", user_id: "mig-u2", created_at: T(8), expires_at: T(8, 11), used_at: null }],
  },
  email_tokens: {
    rows: [
      {
        token_hash: "mig-confirm-hash",
        user_id: "mig-u2",
        purpose: "confirm",
        email: "citizen@mig.test",
        created_at: T(2),
        expires_at: T(3),
        used_at: null,
      },
      {
        $since: 12,
        token_hash: "mig-change-hash",
        user_id: "mig-u1",
        purpose: "change_email",
        email: "asha@mig.test",
        created_at: T(8),
        expires_at: T(9),
        used_at: T(8, 12),
      },
    ],
  },
  auth_rate_limits: { rows: [{ key: "signup:203.0.113.9", window_start: T(8), count: 3 }] },
  sign_in_throttles: {
    rows: [{ key: "user:mig_citizen", failures: 2, blocked_until: 1772100000000, last_failure_at: 1772099000000 }],
  },
  email_outbox: {
    rows: [
      {
        id: "mig-o1",
        to_address: "citizen@mig.test",
        subject: "Confirm your e-mail",
        body_text: "Open this link.",
        created_at: T(2),
      },
    ],
  },
  audit_log: {
    rows: [
      {
        id: "mig-a1",
        actor_id: "mig-u1",
        action: "user.verify",
        target: "mig-u3",
        details: '{"from":"pending"}',
        created_at: T(3, 13),
      },
    ],
  },
  campaigns: {
    rows: [
      {
        id: "mig-k1",
        owner_id: "mig-u2",
        campaign_title: "Clean Rivers",
        party_name: "Green Party",
        package_type: "premium",
        status: "active",
        campaign_budget: 6699000,
        currency: "inr",
        target_audience: "national",
        campaign_duration: 30,
        contact_email: "campaign@mig.test",
        contact_phone: "+91 90000 00002",
        description: "Rivers first.",
        payment_intent_id: "pi_mig_1",
        paid_at: T(9),
        activated_at: T(9, 11),
        ends_at: "2026-04-09T10:00:00.000Z",
        created_at: T(9, 9),
        paid_for_by: "Clean Rivers Trust",
        region: "bharat",
        idempotency_key: "mig-attempt-1",
        payment_error: null,
      },
      {
        id: "mig-k2",
        owner_id: "mig-u2",
        campaign_title: "Local Parks",
        party_name: "Independent",
        package_type: "basic",
        status: "pending",
        campaign_budget: 9900,
        currency: "usd",
        campaign_duration: 7,
        contact_email: "parks@mig.test",
        created_at: T(10),
        payment_error: "card_declined",
      },
    ],
  },
  ad_events: {
    rows: [
      { campaign_id: "mig-k1", kind: "impression", day: "2026-03-10", count: 120 },
      { campaign_id: "mig-k1", kind: "click", day: "2026-03-10", count: 7 },
    ],
  },
  // Who was counted (from migration 0022; each new row adds one to ad_events by its trigger, 0023).
  ad_viewers: {
    rows: [
      { campaign_id: "mig-k1", kind: "impression", day: "2026-03-11", viewer: "mig-viewer-1" },
      { campaign_id: "mig-k1", kind: "click", day: "2026-03-11", viewer: "mig-viewer-1" },
    ],
  },
  ad_discards: {
    rows: [
      { campaign_id: "mig-k1", kind: "impression", day: "2026-03-11", reason: "bot", count: 3 },
      { campaign_id: "mig-k1", kind: "click", day: "2026-03-11", reason: "cross-site", count: 1 },
    ],
  },
  subscriptions: {
    rows: [
      {
        id: "mig-sub1",
        user_id: "mig-u1",
        stripe_customer_id: "cus_mig_1",
        stripe_subscription_id: "sub_mig_1",
        status: "active",
        current_period_end: "2026-04-01T00:00:00.000Z",
        created_at: T(1, 12),
        updated_at: T(1, 12),
      },
    ],
  },
  stripe_events: {
    rows: [
      { id: "evt_mig_1", type: "checkout.session.completed", processed_at: T(9) },
      // From migration 0024: what became of an event, and why (admins read it on /admin/payments).
      {
        $since: 24,
        id: "evt_mig_2",
        type: "customer.subscription.updated",
        processed_at: T(9, 1),
        outcome: "unmatched",
        reason: "No such subscription: 'sub_gone'",
      },
    ],
  },
  retained_payments: {
    rows: [
      {
        id: "mig-p1",
        kind: "campaign",
        reference: "pi_mig_old",
        description: "Campaign Old Roads",
        organisation: "Road Trust",
        amount: 9900,
        currency: "usd",
        paid_at: "2025-12-01T00:00:00.000Z",
        retained_at: T(1),
        delete_after: "2033-03-01T00:00:00.000Z",
      },
    ],
  },
  civic_modules: {
    rows: [
      {
        id: "mig-m1",
        slug: "mig-constitution-basics",
        category: "constitution",
        difficulty: "beginner",
        estimated_time: 15,
        prerequisites: "[]",
        sort_order: 1,
        created_at: T(1),
      },
      {
        id: "mig-m2",
        slug: "mig-how-bills-pass",
        category: "policy_making",
        difficulty: "intermediate",
        estimated_time: 25,
        prerequisites: '["mig-constitution-basics"]',
        sort_order: 2,
        created_at: T(1),
      },
    ],
  },
  civic_module_translations: {
    rows: [
      { module_id: "mig-m1", language: "en", title: "Basics", description: "The basics.", body: "# Basics" },
      { module_id: "mig-m1", language: "bn", title: "মূল কথা", description: "মূল কথা।", body: "# মূল কথা" },
    ],
  },
  civic_progress: {
    rows: [
      { user_id: "mig-u2", module_id: "mig-m1", started_at: T(4), completed_at: T(4, 11) },
      { user_id: "mig-u2", module_id: "mig-m2", started_at: T(5), completed_at: null },
    ],
  },
  expert_applications: {
    rows: [
      {
        id: "mig-x1",
        user_id: "mig-u3",
        expertise: "Economics",
        credentials: "PhD",
        institution: "Jadavpur University",
        status: "approved",
        reviewed_by: "mig-u1",
        reviewed_at: T(3, 14),
        created_at: T(3, 13),
        decision_reason: "Verified credentials.",
      },
      {
        id: "mig-x2",
        user_id: "mig-u2",
        expertise: "Law",
        credentials: "LLB",
        status: "pending",
        created_at: T(8),
      },
    ],
  },
  expert_contributions: {
    derived: ["likes"],
    rows: [
      {
        id: "mig-e1",
        debate_id: "mig-d1",
        user_id: "mig-u3",
        contribution_type: "fact_check",
        content: "The bill's 2035 target matches the 2030 plan.",
        supporting_documents: '["https://docs.mig.test/plan.pdf"]',
        created_at: T(6, 19),
      },
    ],
  },
  expert_contribution_ratings: {
    derived: ["counted"],
    rows: [
      { contribution_id: "mig-e1", user_id: "mig-u1", helpful: 1, created_at: T(6, 20), updated_at: T(6, 20) },
      { contribution_id: "mig-e1", user_id: "mig-u2", helpful: 0, created_at: T(6, 21), updated_at: T(6, 22) },
    ],
  },
  policy_outcomes: {
    rows: [
      {
        id: "mig-po1",
        debate_id: "mig-d1",
        title: "Climate bill passed",
        description: "Passed with amendments.",
        outcome_type: "legislation",
        impact_level: "national",
        verification_status: "verified",
        date_announced: "2026-03-20",
        official_document: "https://gov.mig.test/act.pdf",
        created_at: T(20),
      },
    ],
  },
  live_rooms: {
    rows: [
      {
        id: "mig-lr1",
        title: "Budget night",
        description: "Live on the budget.",
        category: "bharat",
        host_id: "mig-u1",
        is_live: 1,
        current_participants: 2,
        max_participants: 20,
        session_duration: 45,
        session_price: 0,
        starts_at: T(11, 18),
        created_at: T(11),
        started_at: T(11, 19),
      },
    ],
  },
  competition_scores: {
    rows: [
      {
        room_id: "mig-lr1",
        user_id: "mig-u2",
        position: "support",
        rank: 1,
        is_winner: 1,
        final_score: 88.5,
        total_messages: 12,
        likes_received: 9,
        peer_rating: 4.5,
        response_time: 12.5,
        quality_score: 80,
        factual_accuracy: 90,
        argument_strength: 85,
        created_at: T(11, 20),
        top_argument: "Spend on schools.",
        top_argument_likes: 5,
      },
      {
        room_id: "mig-lr1",
        user_id: "mig-u3",
        position: "oppose",
        rank: 2,
        is_winner: 0,
        final_score: 70,
        created_at: T(11, 20),
      },
    ],
  },
  competition_results: {
    rows: [
      {
        room_id: "mig-lr1",
        debate_ended_at: T(11, 19),
        winner_user_id: "mig-u2",
        winning_position: "support",
        support_score: 88.5,
        oppose_score: 70,
        runner_up_user_id: "mig-u3",
        total_participants: 2,
        scoring_method: "comprehensive",
        result_summary: "Support won.",
        mvp_message: "Well argued.",
        created_at: T(11, 20),
      },
    ],
  },
  competition_achievements: {
    rows: [
      {
        id: "mig-ca1",
        room_id: "mig-lr1",
        user_id: "mig-u2",
        achievement_type: "debate_winner",
        created_at: T(11, 20),
      },
    ],
  },
  feed_state: {
    rows: [
      {
        url: "https://feeds.mig.test/world.xml",
        region: "global",
        etag: '"abc"',
        last_modified: "Wed, 04 Mar 2026 10:00:00 GMT",
        last_fetched_at: T(4, 11),
        last_status: "ok",
        last_error: null,
        last_item_count: 25,
      },
    ],
  },
  news_runs: {
    rows: [
      {
        id: "mig-run1",
        trigger: "cron",
        status: "succeeded",
        started_at: T(4, 11),
        finished_at: T(4, 12),
        feeds_fetched: 2,
        headlines_new: 2,
        debates_new: 2,
        errors: '[{"url":"https://feeds.mig.test/broken.xml","kind":"network"}]',
      },
    ],
  },
  news_run_feeds: {
    rows: [
      {
        run_id: "mig-run1",
        url: "https://feeds.mig.test/world.xml",
        region: "global",
        outcome: "read",
        error_kind: null,
        http_status: 200,
        error_message: null,
        items_read: 25,
        items_kept: 1,
        items_undated: 0,
      },
      {
        run_id: "mig-run1",
        url: "https://feeds.mig.test/broken.xml",
        region: "bharat",
        outcome: "failed",
        error_kind: "network",
        http_status: null,
        error_message: "connection refused",
      },
    ],
  },
};

/**
 * Counters: a column that must equal what it counts. After fill() they are set to their count
 * where no trigger keeps them yet (the app of that release kept them), and verify() checks them
 * after the migrations. `requires`: the tables and columns the count needs ("table" or "table.column").
 * A migration that changes what a counter counts (say, only some votes) changes its count here.
 */
const COUNTERS: { table: string; column: string; count: string; requires: string[]; unless?: string[] }[] = [
  {
    table: "debates",
    column: "for_count",
    count: "SELECT count(*) FROM votes v WHERE v.debate_id = debates.id AND v.position = 'for'",
    requires: ["votes"],
    unless: ["votes.counted"],
  },
  // From migration 0021 (docs/decisions/0095-counted-votes.md): only counted votes, those of confirmed e-mails.
  {
    table: "debates",
    column: "for_count",
    count: "SELECT count(*) FROM votes v WHERE v.debate_id = debates.id AND v.position = 'for' AND v.counted = 1",
    requires: ["votes.counted"],
  },
  {
    table: "debates",
    column: "against_count",
    count: "SELECT count(*) FROM votes v WHERE v.debate_id = debates.id AND v.position = 'against'",
    requires: ["votes"],
    unless: ["votes.counted"],
  },
  {
    table: "debates",
    column: "against_count",
    count: "SELECT count(*) FROM votes v WHERE v.debate_id = debates.id AND v.position = 'against' AND v.counted = 1",
    requires: ["votes.counted"],
  },
  {
    table: "debates",
    column: "participant_count",
    count: `SELECT count(*) FROM (SELECT user_id FROM votes WHERE debate_id = debates.id
            UNION SELECT user_id FROM comments WHERE debate_id = debates.id AND user_id IS NOT NULL)`,
    requires: ["votes", "comments"],
    unless: ["debate_participants.counted"],
  },
  {
    table: "debates",
    column: "participant_count",
    count: `SELECT count(*) FROM (SELECT user_id FROM votes WHERE debate_id = debates.id
            UNION SELECT user_id FROM comments WHERE debate_id = debates.id AND user_id IS NOT NULL) p
            JOIN users u ON u.id = p.user_id WHERE u.email_confirmed_at IS NOT NULL`,
    requires: ["debate_participants.counted"],
  },
  {
    table: "debates",
    column: "verified_for_count",
    count: "SELECT count(*) FROM votes v WHERE v.debate_id = debates.id AND v.position = 'for' AND v.verified = 1",
    requires: ["votes.verified"],
  },
  {
    table: "debates",
    column: "verified_against_count",
    count: "SELECT count(*) FROM votes v WHERE v.debate_id = debates.id AND v.position = 'against' AND v.verified = 1",
    requires: ["votes.verified"],
  },
  {
    table: "comments",
    column: "likes",
    count: "SELECT count(*) FROM comment_likes l WHERE l.comment_id = comments.id",
    requires: ["comment_likes"],
    unless: ["comment_likes.counted"],
  },
  // From the counted-engagement migration (docs/decisions/0095-counted-votes.md, follow-up): only counted likes, those of confirmed e-mails.
  {
    table: "comments",
    column: "likes",
    count: "SELECT count(*) FROM comment_likes l WHERE l.comment_id = comments.id AND l.counted = 1",
    requires: ["comment_likes.counted"],
  },
  {
    table: "comments",
    column: "agrees",
    count:
      "SELECT count(*) FROM comment_reactions r WHERE r.comment_id = comments.id AND r.reaction = 'agree' AND r.counted = 1",
    requires: ["comment_reactions.counted"],
  },
  {
    table: "comments",
    column: "disagrees",
    count:
      "SELECT count(*) FROM comment_reactions r WHERE r.comment_id = comments.id AND r.reaction = 'disagree' AND r.counted = 1",
    requires: ["comment_reactions.counted"],
  },
  {
    table: "comments",
    column: "passes",
    count:
      "SELECT count(*) FROM comment_reactions r WHERE r.comment_id = comments.id AND r.reaction = 'pass' AND r.counted = 1",
    requires: ["comment_reactions.counted"],
  },
  {
    table: "expert_contributions",
    column: "likes",
    count:
      "SELECT count(*) FROM expert_contribution_ratings r WHERE r.contribution_id = expert_contributions.id AND r.helpful = 1",
    requires: ["expert_contribution_ratings"],
    unless: ["expert_contribution_ratings.counted"],
  },
  {
    table: "expert_contributions",
    column: "likes",
    count:
      "SELECT count(*) FROM expert_contribution_ratings r WHERE r.contribution_id = expert_contributions.id AND r.helpful = 1 AND r.counted = 1",
    requires: ["expert_contribution_ratings.counted"],
  },
];

/**
 * What the latest schema derives from other rows, checked after the migrations: each query
 * returns the rows that break the rule (none expected). `requires` as for COUNTERS.
 */
const DERIVED: { rule: string; broken: string; requires: string[]; unless?: string[] }[] = [
  {
    rule: "debate_participants holds exactly the debate's voters and commenters",
    broken: `SELECT debate_id, user_id FROM debate_participants
               EXCEPT SELECT debate_id, user_id FROM (SELECT debate_id, user_id FROM votes
                 UNION SELECT debate_id, user_id FROM comments WHERE user_id IS NOT NULL)
             UNION ALL
             SELECT debate_id, user_id FROM (SELECT debate_id, user_id FROM votes
                 UNION SELECT debate_id, user_id FROM comments WHERE user_id IS NOT NULL)
               EXCEPT SELECT debate_id, user_id FROM debate_participants`,
    requires: ["debate_participants"],
  },
  {
    rule: "debates.participant_count equals its rows in debate_participants",
    broken: `SELECT id FROM debates d WHERE participant_count <> (SELECT count(*) FROM debate_participants p WHERE p.debate_id = d.id)`,
    requires: ["debate_participants"],
    unless: ["debate_participants.counted"],
  },
  {
    rule: "debates.participant_count equals its counted rows in debate_participants",
    broken: `SELECT id FROM debates d WHERE participant_count <> (SELECT count(*) FROM debate_participants p WHERE p.debate_id = d.id AND p.counted = 1)`,
    requires: ["debate_participants.counted"],
  },
  {
    rule: "a vote or a participation counts exactly when its account's e-mail is confirmed",
    broken: `SELECT v.debate_id, v.user_id FROM votes v JOIN users u ON u.id = v.user_id
             WHERE v.counted <> (u.email_confirmed_at IS NOT NULL)
             UNION ALL SELECT p.debate_id, p.user_id FROM debate_participants p JOIN users u ON u.id = p.user_id
             WHERE p.counted <> (u.email_confirmed_at IS NOT NULL)`,
    requires: ["votes.counted", "debate_participants.counted"],
  },
  {
    rule: "a comment, a like or a rating counts exactly when its account's e-mail is confirmed (an authorless comment does not)",
    broken: `SELECT c.id FROM comments c
             WHERE c.counted <> coalesce((SELECT u.email_confirmed_at IS NOT NULL FROM users u WHERE u.id = c.user_id), 0)
             UNION ALL SELECT l.comment_id || ':' || l.user_id FROM comment_likes l JOIN users u ON u.id = l.user_id
             WHERE l.counted <> (u.email_confirmed_at IS NOT NULL)
             UNION ALL SELECT r.contribution_id || ':' || r.user_id FROM expert_contribution_ratings r JOIN users u ON u.id = r.user_id
             WHERE r.counted <> (u.email_confirmed_at IS NOT NULL)`,
    requires: ["comments.counted", "comment_likes.counted", "expert_contribution_ratings.counted"],
  },
  {
    rule: "a reaction counts exactly when its account's e-mail is confirmed",
    broken: `SELECT r.comment_id || ':' || r.user_id FROM comment_reactions r JOIN users u ON u.id = r.user_id
             WHERE r.counted <> (u.email_confirmed_at IS NOT NULL)`,
    requires: ["comment_reactions.counted"],
  },
  {
    rule: "a vote is verified exactly when its voter is verified with a confirmed e-mail",
    broken: `SELECT v.debate_id, v.user_id FROM votes v JOIN users u ON u.id = v.user_id
             WHERE v.verified <> (u.verification_status = 'verified' AND u.email_confirmed_at IS NOT NULL)`,
    requires: ["votes.verified", "users.email_confirmed_at"],
  },
  {
    rule: "debates_search indexes every debate once, with its title and headline",
    broken: `SELECT id FROM debates d WHERE (SELECT count(*) FROM debates_search s WHERE s.debate_id = d.id
               AND s.title = d.title AND s.headline = coalesce(d.original_headline, '')) <> 1
             UNION ALL SELECT debate_id FROM debates_search WHERE debate_id NOT IN (SELECT id FROM debates)`,
    requires: ["debates_search"],
  },
  {
    rule: "debates.trend_score counts the debate's creation at least",
    broken: `SELECT id FROM debates WHERE trend_score < (julianday(created_at) - 2440587.5) * 24 - 0.001`,
    requires: ["debates.trend_score"],
  },
];

interface Column {
  name: string;
  notnull: number;
  dflt_value: string | null;
  pk: number;
}

interface Schema {
  /** Tables holding data, with their columns. */
  tables: Map<string, Column[]>;
  /** Every table name in sqlite_master, virtual ones included. */
  all: Set<string>;
  /** The tables each table references (itself aside). */
  parents: Map<string, Set<string>>;
}

async function all<T>(db: MigrationDb, sql: string, ...params: unknown[]): Promise<T[]> {
  return (
    await db
      .prepare(sql)
      .bind(...params)
      .all<T>()
  ).results;
}

const quote = (name: string) => `"${name.replaceAll('"', '""')}"`;

/** The tables and columns of the database as it is now, and what each table references. */
export async function readSchema(db: MigrationDb): Promise<Schema> {
  const filter =
    "m.type = 'table' AND m.name NOT LIKE 'sqlite_%' AND m.name NOT LIKE '_cf_%' AND m.name <> 'd1_migrations'";
  const [tablesResult, columnsResult, keysResult] = await db.batch<Record<string, unknown>>([
    db.prepare(`SELECT m.name, m.sql FROM sqlite_master m WHERE ${filter} ORDER BY m.name`),
    db.prepare(
      `SELECT m.name AS "table", p.name, p."notnull", p.dflt_value, p.pk FROM sqlite_master m, pragma_table_info(m.name) p WHERE ${filter} AND m.sql NOT LIKE 'CREATE VIRTUAL TABLE%' ORDER BY m.name, p.cid`,
    ),
    db.prepare(
      `SELECT m.name AS "table", f."table" AS parent FROM sqlite_master m, pragma_foreign_key_list(m.name) f WHERE ${filter} AND m.sql NOT LIKE 'CREATE VIRTUAL TABLE%'`,
    ),
  ]);
  const rows = (tablesResult?.results ?? []) as { name: string; sql: string | null }[];
  const virtual = rows.filter((r) => /^CREATE VIRTUAL TABLE/i.test(r.sql ?? "")).map((r) => r.name);
  const isData = (name: string) => !virtual.includes(name) && !virtual.some((v) => name.startsWith(`${v}_`));
  const tables = new Map<string, Column[]>();
  for (const { name } of rows) if (isData(name)) tables.set(name, []);
  for (const column of (columnsResult?.results ?? []) as unknown as (Column & { table: string })[]) {
    const { table, ...rest } = column;
    tables.get(table)?.push(rest);
  }
  const parents = new Map<string, Set<string>>([...tables.keys()].map((t) => [t, new Set<string>()]));
  for (const { table, parent } of (keysResult?.results ?? []) as { table: string; parent: string }[]) {
    if (parent !== table && tables.has(parent)) parents.get(table)?.add(parent);
  }
  return { tables, all: new Set(rows.map((r) => r.name)), parents };
}

function has(schema: Schema, requirement: string): boolean {
  const [table, column] = requirement.split(".") as [string, string | undefined];
  if (!schema.all.has(table)) return false;
  if (!column) return true;
  return schema.tables.get(table)?.some((c) => c.name === column) ?? false;
}

/** Tables in an order where every table comes after those it references. */
function parentsFirst(schema: Schema): string[] {
  const order: string[] = [];
  const visit = (table: string, path: string[]) => {
    if (order.includes(table)) return;
    if (path.includes(table)) throw new Error(`Foreign keys form a cycle: ${[...path, table].join(" -> ")}`);
    for (const parent of schema.parents.get(table) ?? []) visit(parent, [...path, table]);
    order.push(table);
  };
  for (const table of [...schema.tables.keys()].sort()) visit(table, []);
  return order;
}

/** The number of the last migration applied ("0013_account-comments.sql" -> 13), -1 when none. */
export function levelOf(applied: string[]): number {
  return Math.max(-1, ...applied.map((name) => Number.parseInt(name, 10)).filter((n) => Number.isFinite(n)));
}

/**
 * What FIXTURES lacks for this database: tables without rows, columns without a value. Empty when
 * fill() can represent every table and column. `latest`: also fixture columns no table has.
 */
export function missingFixtures(schema: Schema, { latest = false } = {}): string[] {
  const problems: string[] = [];
  for (const [table, columns] of schema.tables) {
    const fixture = FIXTURES[table];
    if (!fixture) {
      problems.push(
        `table ${table} has no fixture: add a few representative rows for it (with its relations) to FIXTURES in app/db/migration-check.ts`,
      );
      continue;
    }
    const given = new Set(fixture.rows.flatMap((row) => Object.keys(row)));
    for (const column of columns) {
      if (!given.has(column.name) && !fixture.derived?.includes(column.name)) {
        problems.push(
          `column ${table}.${column.name} has no fixture value: give it a value in a row of FIXTURES.${table} in app/db/migration-check.ts (or list it in \`derived\` if a trigger or a migration computes it)`,
        );
      }
    }
    if (latest) {
      const names = new Set(columns.map((c) => c.name));
      for (const key of given) {
        if (key !== "$since" && !names.has(key))
          problems.push(`FIXTURES.${table} names ${key}, which the table does not have`);
      }
      for (const key of fixture.derived ?? []) {
        if (!names.has(key)) problems.push(`FIXTURES.${table}.derived names ${key}, which the table does not have`);
      }
    }
  }
  if (latest) {
    for (const table of Object.keys(FIXTURES)) {
      if (!schema.tables.has(table)) problems.push(`FIXTURES.${table}: no such table in the latest schema`);
    }
  }
  return problems;
}

/**
 * Fills the database, at the migration level `level`, with FIXTURES (the rows and columns it has),
 * parents first, through its triggers; then sets the counters no trigger keeps yet.
 * Throws, naming what to add, when a table or column has no fixture.
 */
export async function fill(db: MigrationDb, level: number): Promise<void> {
  const schema = await readSchema(db);
  const problems = missingFixtures(schema);
  if (problems.length > 0)
    throw new Error(`Cannot fill the database at migration ${level}:\n- ${problems.join("\n- ")}`);
  const statements: D1PreparedStatement[] = [];
  for (const table of parentsFirst(schema)) {
    const fixture = FIXTURES[table] as TableFixture;
    const columns = new Set((schema.tables.get(table) ?? []).map((c) => c.name));
    for (const row of fixture.rows) {
      if (row.$since !== undefined && level < row.$since) continue;
      const names = Object.keys(row).filter((k) => columns.has(k) && !fixture.derived?.includes(k));
      const sql = `INSERT ${fixture.orIgnore ? "OR IGNORE " : ""}INTO ${quote(table)} (${names.map(quote).join(", ")}) VALUES (${names.map(() => "?").join(", ")})`;
      statements.push(db.prepare(sql).bind(...names.map((k) => row[k] ?? null)));
    }
  }
  for (const counter of COUNTERS) {
    if (!applies(schema, counter) || !has(schema, `${counter.table}.${counter.column}`)) continue;
    statements.push(db.prepare(`UPDATE ${quote(counter.table)} SET ${quote(counter.column)} = (${counter.count})`));
  }
  await db.batch(statements);
}

/** A counter or a rule holds at a schema that has all it `requires` and none of what it is `unless`. */
function applies(schema: Schema, entry: { requires: string[]; unless?: string[] }) {
  return entry.requires.every((r) => has(schema, r)) && !(entry.unless ?? []).some((u) => has(schema, u));
}

interface Snapshot {
  level: number;
  tables: Map<string, { key: string[]; rows: Map<string, Record<string, unknown>> }>;
}

const primaryKey = (columns: Column[]) =>
  columns
    .filter((c) => c.pk > 0)
    .sort((a, b) => a.pk - b.pk)
    .map((c) => c.name);

/** Every row of every table, by primary key, in one round trip. */
async function readRows(db: MigrationDb, schema: Schema, tables: string[]) {
  const results = await db.batch<Record<string, unknown>>(tables.map((t) => db.prepare(`SELECT * FROM ${quote(t)}`)));
  return new Map(
    tables.map((table, i) => {
      const key = primaryKey(schema.tables.get(table) ?? []);
      const rows = new Map((results[i]?.results ?? []).map((row) => [identity(row, key), row] as const));
      return [table, { key, rows }] as const;
    }),
  );
}

/** Every row of every table (derived columns left out), by primary key. */
export async function snapshot(db: MigrationDb, level: number): Promise<Snapshot> {
  const schema = await readSchema(db);
  const tables = await readRows(db, schema, [...schema.tables.keys()]);
  for (const [table, { rows }] of tables) {
    for (const row of rows.values()) for (const column of FIXTURES[table]?.derived ?? []) delete row[column];
  }
  return { level, tables };
}

function identity(row: Record<string, unknown>, key: string[]): string {
  return JSON.stringify(key.length > 0 ? key.map((k) => row[k]) : row);
}

/**
 * After the remaining migrations: every row of `before` still there with the same values, the
 * counters equal to what they count, and what the schema derives consistent. Returns the problems
 * found (none expected), each naming the table, row and column.
 */
export async function verify(db: MigrationDb, before: Snapshot): Promise<string[]> {
  const schema = await readSchema(db);
  const problems: string[] = [];
  const present = [...before.tables.keys()].filter((t) => schema.tables.has(t));
  const now = await readRows(db, schema, present);
  for (const [table, { rows }] of before.tables) {
    const after = now.get(table)?.rows;
    if (!after) {
      if (rows.size > 0) problems.push(`table ${table} is gone, and its ${rows.size} rows with it`);
      continue;
    }
    for (const [id, row] of rows) {
      const current = after.get(id);
      if (!current) {
        problems.push(`${table} ${id}: the row is gone`);
        continue;
      }
      for (const [column, value] of Object.entries(row)) {
        if (!(column in current))
          problems.push(`${table} ${id}: column ${column} is gone (it held ${JSON.stringify(value)})`);
        else if (current[column] !== value) {
          problems.push(
            `${table} ${id}: ${column} was ${JSON.stringify(value)}, is now ${JSON.stringify(current[column])}`,
          );
        }
      }
    }
  }
  const counters = COUNTERS.filter((c) => has(schema, `${c.table}.${c.column}`) && applies(schema, c));
  const rules = DERIVED.filter((r) => applies(schema, r));
  const results = await db.batch<Record<string, unknown>>([
    ...counters.map((c) => {
      const key = primaryKey(schema.tables.get(c.table) ?? [])
        .map(quote)
        .join(", ");
      return db.prepare(
        `SELECT json_array(${key}) AS id, ${quote(c.column)} AS value, (${c.count}) AS expected FROM ${quote(c.table)} WHERE ${quote(c.column)} IS NOT (${c.count})`,
      );
    }),
    ...rules.map((r) => db.prepare(r.broken)),
  ]);
  counters.forEach((c, i) => {
    for (const w of (results[i]?.results ?? []) as { id: string; value: number; expected: number }[]) {
      problems.push(`${c.table}.${c.column} of ${w.id} is ${w.value}, but counts ${w.expected}`);
    }
  });
  rules.forEach((r, i) => {
    const broken = results[counters.length + i]?.results ?? [];
    if (broken.length > 0) problems.push(`${r.rule}: broken for ${JSON.stringify(broken)}`);
  });
  return problems;
}

/** Drops every table, index, trigger and view (D1's own tables aside): an empty database again. */
export async function resetDatabase(db: MigrationDb): Promise<void> {
  const objects = await all<{ type: string; name: string; sql: string | null }>(
    db,
    "SELECT type, name, sql FROM sqlite_master WHERE name NOT LIKE 'sqlite_%' AND name NOT LIKE '_cf_%' AND type IN ('trigger', 'view', 'table')",
  );
  const schema = await readSchema(db);
  const tables = parentsFirst(schema).reverse();
  const virtual = objects
    .filter((o) => o.type === "table" && /^CREATE VIRTUAL TABLE/i.test(o.sql ?? ""))
    .map((o) => o.name);
  const others = objects
    .filter((o) => o.type === "table" && !tables.includes(o.name) && !virtual.some((v) => o.name.startsWith(`${v}_`)))
    .map((o) => o.name);
  const statements = [
    db.prepare("PRAGMA defer_foreign_keys = ON"),
    ...objects.filter((o) => o.type === "trigger").map((o) => db.prepare(`DROP TRIGGER ${quote(o.name)}`)),
    ...objects.filter((o) => o.type === "view").map((o) => db.prepare(`DROP VIEW ${quote(o.name)}`)),
    ...tables.filter((t) => !virtual.includes(t)).map((t) => db.prepare(`DROP TABLE ${quote(t)}`)),
    ...[...new Set([...virtual, ...others])].map((t) => db.prepare(`DROP TABLE IF EXISTS ${quote(t)}`)),
  ];
  await db.batch(statements);
}
