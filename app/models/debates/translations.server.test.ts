import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";

import { createDb } from "~/db/client.server";
import { createDebate } from "~/seed/factories";

import { toPublicDebate } from "./debates.server";
import {
  debatesAwaitingTranslation,
  saveDebateTranslations,
  targetLanguages,
  SEED_TRANSLATION_MODEL,
  TRANSLATED_TITLE_MAX,
  withTranslation,
  withTranslations,
} from "./translations.server";

const db = createDb(env.DB);
const model = "@cf/meta/m2m100-1.2b";
const at = () => new Date().toISOString();

describe("debate translations", () => {
  it("written by us for the demo seed are said to be ours; a model's, a machine's", async () => {
    const debate = await createDebate(db, { language: "en", title: "Should the new buses run?", description: "" });
    await saveDebateTranslations(
      db,
      [
        { debateId: debate.id, language: "hi", title: "क्या नई बसें चलें?", description: "", model: SEED_TRANSLATION_MODEL },
        { debateId: debate.id, language: "bn", title: "নতুন বাস কি চলবে?", description: "", model },
      ],
      at(),
    );
    const hindi = await withTranslation(db, toPublicDebate(debate), "hi");
    const bengali = await withTranslation(db, toPublicDebate(debate), "bn");
    expect(hindi.translation?.source).toBe("seed");
    expect(bengali.translation?.source).toBe("machine");
  });

  it("go into the other two languages of the UI", () => {
    expect(targetLanguages("bn")).toEqual(["en", "hi"]);
    expect(targetLanguages("en")).toEqual(["hi", "bn"]);
  });

  it("are stored cleaned, once each, and never overwritten", async () => {
    const debate = await createDebate(db, { language: "bn", title: "নতুন বাস কি চালু হবে?", description: "" });
    const stored = await saveDebateTranslations(
      db,
      [
        // A bidirectional override, a control character and runs of white space are removed.
        { debateId: debate.id, language: "hi", title: "  नई\u202e बसें\u0007   चलेंगी? ", description: "", model },
        { debateId: debate.id, language: "en", title: "Will the new buses run?", description: "", model },
      ],
      at(),
    );
    expect(stored).toBe(2);
    expect(
      await saveDebateTranslations(
        db,
        [{ debateId: debate.id, language: "hi", title: "Another answer", description: "", model }],
        at(),
      ),
    ).toBe(0);
    const [reader] = await withTranslations(db, [toPublicDebate(debate)], "hi");
    expect(reader?.translation).toEqual({ language: "hi", title: "नई बसें चलेंगी?", description: "", source: "machine" });
  });

  it("leave out answers that are empty, invisible, too long or not well-formed text", async () => {
    const debate = await createDebate(db, { language: "en", description: "What is at stake." });
    const bad = ["", "   ", "\u200b\u200b", "x".repeat(TRANSLATED_TITLE_MAX + 1), "broken \ud800 surrogate"];
    const stored = await saveDebateTranslations(
      db,
      bad.map((title) => ({ debateId: debate.id, language: "hi" as const, title, description: "ठीक", model })),
      at(),
    );
    expect(stored).toBe(0);
    // A description that is unusable fails the whole translation: half a translation is not shown.
    expect(
      await saveDebateTranslations(
        db,
        [{ debateId: debate.id, language: "bn", title: "ঠিক আছে?", description: "\u200b", model }],
        at(),
      ),
    ).toBe(0);
    expect(await debatesAwaitingTranslation(db, debate.createdAt, 100)).toContainEqual(
      expect.objectContaining({ id: debate.id, missing: ["hi", "bn"] }),
    );
  });

  it("are awaited only by debates that lack one, and only as many as asked", async () => {
    const since = at();
    const done = await createDebate(db, { language: "hi", title: "क्या यह सही है?" });
    const half = await createDebate(db, { language: "en", title: "Is this half translated?" });
    await saveDebateTranslations(
      db,
      [
        { debateId: done.id, language: "en", title: "Is this right?", description: "", model },
        { debateId: done.id, language: "bn", title: "এটা কি ঠিক?", description: "", model },
        { debateId: half.id, language: "bn", title: "এটা কি অর্ধেক?", description: "", model },
      ],
      at(),
    );
    const waiting = await debatesAwaitingTranslation(db, since, 10);
    expect(waiting.map((d) => d.id)).not.toContain(done.id);
    expect(waiting.find((d) => d.id === half.id)?.missing).toEqual(["hi"]);
    expect(await debatesAwaitingTranslation(db, since, 0)).toEqual([]);
  });

  it("are not given to readers of the debate's own language, nor when there is none", async () => {
    const debate = await createDebate(db, { language: "hi", title: "क्या शहर में साइकिल लेन बने?" });
    await saveDebateTranslations(
      db,
      [{ debateId: debate.id, language: "en", title: "Should the city build cycle lanes?", description: "", model }],
      at(),
    );
    const own = await withTranslation(db, toPublicDebate(debate), "hi");
    expect(own.translation).toBeNull();
    expect((await withTranslation(db, toPublicDebate(debate), "bn")).translation).toBeNull();
    expect((await withTranslation(db, toPublicDebate(debate), "en")).translation?.title).toBe(
      "Should the city build cycle lanes?",
    );
  });
});
