import { describe, expect, it } from "vitest";

import { FAKE_TRANSLATION_MODEL, FakeWorkersAi, fakeTranslation } from "../../tests/fakes/workers-ai";
import { chooseTranslator, TranslationError, WorkersAiTranslator } from "./translate";

const asAi = (fake: unknown) => fake as Ai;

describe("the Workers AI translator", () => {
  it("asks the model in its own input shape and reads its translated_text", async () => {
    const ai = new FakeWorkersAi();
    const translator = new WorkersAiTranslator(asAi(ai), FAKE_TRANSLATION_MODEL);
    expect(await translator.translate("বাস কি চলবে?", "bn", "hi")).toBe(fakeTranslation("বাস কি চলবে?", "bn", "hi"));
    expect(ai.calls).toEqual([
      { model: FAKE_TRANSLATION_MODEL, inputs: { text: "বাস কি চলবে?", source_lang: "bn", target_lang: "hi" } },
    ]);
  });

  it("turns a refusal or an answer without text into a TranslationError", async () => {
    const failing = new WorkersAiTranslator(asAi(new FakeWorkersAi({ failWhen: () => true })), FAKE_TRANSLATION_MODEL);
    await expect(failing.translate("Hello", "en", "hi")).rejects.toThrow(TranslationError);
    await expect(failing.translate("Hello", "en", "hi")).rejects.toThrow(/Capacity temporarily exceeded/);
    // An answer without translated_text (it is optional in the model's output schema).
    const queued = new FakeWorkersAi({ answerWith: () => ({ request_id: "queued-1" }) });
    await expect(
      new WorkersAiTranslator(asAi(queued), FAKE_TRANSLATION_MODEL).translate("Hello", "en", "hi"),
    ).rejects.toThrow(/answered no translated_text/);
    // A text-generation model refuses translation's input.
    const wrongModel = new WorkersAiTranslator(asAi(new FakeWorkersAi()), "@cf/meta/llama-3.1-8b-instruct");
    await expect(wrongModel.translate("Hello", "en", "hi")).rejects.toThrow(/5006/);
    const unknown = new WorkersAiTranslator(asAi(new FakeWorkersAi()), "@cf/nobody/nothing");
    await expect(unknown.translate("Hello", "en", "hi")).rejects.toThrow(/No such model/);
  });

  it("is chosen only when the AI binding exists", () => {
    expect(chooseTranslator(undefined, FAKE_TRANSLATION_MODEL)).toBeNull();
    expect(chooseTranslator(asAi(new FakeWorkersAi()), "@cf/x/y")?.model).toBe("@cf/x/y");
  });
});
