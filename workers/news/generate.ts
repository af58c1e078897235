/**
 * Turning a headline into a debate: a question a citizen can take a side on, a neutral
 * description and a category, in the headline's language.
 *
 * Pluggable: with a Workers AI binding the model writes them (checked, and replaced by
 * the template generator if the answer is unusable); without one, the template
 * generator does, deterministically, with wording from the locale files.
 */
import * as z from "../../app/utils/zod";

import type { Language, Region } from "../../app/db/schema";
import { getFixedT } from "../../app/i18n/i18n.server";

interface HeadlineInput {
  title: string;
  source: string;
  region: Region;
  language: Language;
}

interface GeneratedDebate {
  title: string;
  description: string;
  category: string;
}

export interface DebateGenerator {
  readonly name: string;
  generate(headline: HeadlineInput): Promise<GeneratedDebate>;
}

type Kind = "proposal" | "decision" | "conflict" | "other";

const KIND_PATTERNS: Record<Language, [Kind, RegExp][]> = {
  en: [
    [
      "proposal",
      /\b(plans?|planning|propos(es|ed|al)|considers?|weighs|seeks?|pushes|calls? for|urges?|bill|draft|mulls|eyes|wants? to|set to)\b/i,
    ],
    [
      "decision",
      /\b(approves?|approved|pass(es|ed)|bans?|banned|launch(es|ed)|introduc(es|ed)|rais(es|ed)|cuts?|impos(es|ed)|scraps?|orders?|ruled?|rules|signs?|signed|announc(es|ed)|unveils?|allows?|rejects?|extends?|hikes?)\b/i,
    ],
    ["conflict", /\b(protests?|strikes?|clash(es)?|war|attacks?|sanctions?|tariffs?|boycott|crackdown|talks)\b/i],
  ],
  hi: [
    ["proposal", /(प्रस्ताव|योजना|विचार कर|मांग|माँग|चाहती|चाहता|विधेयक|मसौदा)/],
    ["decision", /(मंज़ूरी|मंजूरी|फ़ैसला|फैसला|प्रतिबंध|लागू|घोषणा|आदेश|पारित|शुरू)/],
    ["conflict", /(विरोध|प्रदर्शन|हड़ताल|झड़प|हमला|युद्ध|टकराव)/],
  ],
  bn: [
    ["proposal", /(প্রস্তাব|পরিকল্পনা|দাবি|বিল|চায়|খসড়া)/],
    ["decision", /(অনুমোদন|সিদ্ধান্ত|নিষেধাজ্ঞা|চালু|ঘোষণা|নির্দেশ|পাশ)/],
    ["conflict", /(বিক্ষোভ|ধর্মঘট|সংঘর্ষ|হামলা|যুদ্ধ|প্রতিবাদ)/],
  ],
};

/** First match wins: institutions and law first, then the subject. */
const CATEGORY_PATTERNS: [string, RegExp][] = [
  [
    "politics",
    /\b(elections?|votes?|voting|parliament|president|prime minister|ministers?|government|court|law|senate|congress)\b/i,
  ],
  ["climate", /\b(climate|emissions?|carbon|heatwave|flood\w*|wildfire|drought|pollution|plastic|sea levels?)\b/i],
  ["economy", /\b(econom\w*|trade|tariffs?|inflation|markets?|banks?|tax(es)?|budget|jobs|wages?|prices?)\b/i],
  ["health", /\b(health|disease|vaccines?|hospitals?|WHO|pandemic|virus|medical)\b/i],
  ["technology", /\b(AI|artificial intelligence|tech\w*|cyber\w*|internet|social media|data|digital|chips?)\b/i],
];

function kindOf(headline: string, language: Language): Kind {
  for (const [kind, pattern] of KIND_PATTERNS[language]) if (pattern.test(headline)) return kind;
  return "other";
}

export function categoryOf(headline: string, region: Region): string {
  if (region === "bharat") return "India";
  for (const [category, pattern] of CATEGORY_PATTERNS) if (pattern.test(headline)) return category;
  return "world";
}

export class TemplateGenerator implements DebateGenerator {
  readonly name = "template";

  async generate(input: HeadlineInput): Promise<GeneratedDebate> {
    const t = await getFixedT(input.language);
    const headline = input.title.replace(/[?.!।]+$/, "");
    const kind = kindOf(headline, input.language);
    return {
      title: t(`generator.title.${kind}`, { headline }),
      description: t("generator.description", { source: input.source, headline }),
      category: categoryOf(headline, input.region),
    };
  }
}

const aiAnswerSchema = z.object({
  title: z
    .string()
    .trim()
    .min(15)
    .max(200)
    .refine((v) => /[?？]$/.test(v), "must be a question"),
  description: z.string().trim().min(20).max(600),
  category: z.string().trim().min(2).max(40),
});

const LANGUAGE_NAMES: Record<Language, string> = { en: "English", hi: "Hindi", bn: "Bengali" };

/** Workers AI writes the debate; any unusable answer falls back to the templates. */
export class WorkersAiGenerator implements DebateGenerator {
  readonly name: string;
  private readonly fallback = new TemplateGenerator();

  constructor(
    private readonly ai: Ai,
    private readonly model: string,
  ) {
    this.name = `workers-ai:${model}`;
  }

  async generate(input: HeadlineInput): Promise<GeneratedDebate> {
    try {
      const language = LANGUAGE_NAMES[input.language];
      const result = (await this.ai.run(
        this.model as Parameters<Ai["run"]>[0],
        {
          messages: [
            {
              role: "system",
              content:
                "You write debate prompts for a civic platform. Given a news headline, answer with JSON only: " +
                '{"title": a neutral yes/no question a citizen can support or oppose, ending with "?", ' +
                '"description": two neutral sentences on what is at stake, "category": one lowercase word}. ' +
                `Write title and description in ${language}. Do not take sides.`,
            },
            { role: "user", content: `Headline (${input.source}): ${input.title}` },
          ],
        } as never,
      )) as { response?: unknown };
      const raw = typeof result.response === "string" ? result.response : JSON.stringify(result.response ?? "");
      const json = raw.slice(raw.indexOf("{"), raw.lastIndexOf("}") + 1);
      const parsed = aiAnswerSchema.safeParse(JSON.parse(json));
      if (!parsed.success) return this.fallback.generate(input);
      return {
        ...parsed.data,
        category: input.region === "bharat" ? "India" : parsed.data.category.toLowerCase(),
      };
    } catch {
      return this.fallback.generate(input);
    }
  }
}

export function chooseGenerator(ai: Ai | undefined, model: string): DebateGenerator {
  return ai ? new WorkersAiGenerator(ai, model) : new TemplateGenerator();
}
