/**
 * Counts meet their nouns in plural forms in every language (issue 18 item 6): the rate-limit
 * and "try again in" messages and the limits of the form schemas ("at most 1 character").
 */
import { describe, expect, it } from "vitest";
import * as z from "~/utils/zod";

import { commentSchema } from "~/models/discussion/comments.schema";
import { tooManyAttempts } from "~/models/accounts/rate-limits.server";
import { COMMENT_MAX_LENGTH } from "~/models/discussion/rules";
import { humanText } from "~/utils/text.schema";
import { translate } from "~/utils/http.server";
import { parseInput } from "~/utils/validation.server";

import { getFixedT } from "./i18n.server";

describe("plural forms in messages", () => {
  it("a refused sign-in says '1 second', '30 seconds' (and in Hindi and Bengali)", async () => {
    const en = await getFixedT("en");
    expect(translate(en, tooManyAttempts(1).error)).toBe("Too many attempts. Please wait 1 second and try again.");
    expect(translate(en, tooManyAttempts(30).error)).toBe("Too many attempts. Please wait 30 seconds and try again.");
    expect(translate(await getFixedT("hi"), tooManyAttempts(1).error)).toContain("1 सेकंड");
    expect(translate(await getFixedT("bn"), tooManyAttempts(30).error)).toContain("৩০ সেকেন্ড");
  });

  it("a schema's limit is the message's count ('at most 1 character' / '… 5 characters')", async () => {
    const en = await getFixedT("en");
    expect(parseInput(en, "ab", z.string().max(1, "validation.tooLong"))).toMatchObject({
      ok: false,
      error: "Use at most 1 character.",
    });
    expect(parseInput(en, "abcdef", z.string().max(5, "validation.tooLong"))).toMatchObject({
      ok: false,
      error: "Use at most 5 characters.",
    });
    expect(parseInput(en, "", z.string().min(1, "validation.tooShort"))).toMatchObject({
      error: "Use at least 1 character.",
    });
    // A refinement's limit (people's text: humanText) too.
    expect(parseInput(en, "ab", humanText({ max: 1 }))).toMatchObject({ error: "Use at most 1 character." });
    expect(parseInput(en, { content: "x".repeat(COMMENT_MAX_LENGTH + 1) }, commentSchema)).toMatchObject({
      error: `A comment can be at most ${COMMENT_MAX_LENGTH.toLocaleString("en")} characters long.`,
    });
  });
});
