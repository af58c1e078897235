/**
 * The expert witness forms — apply, contribute, rate — wherever they are shown: a debate's page
 * (its #experts section, and the Expert Witness dialog, which posts there) and /experts (apply).
 * Each page's action hands these intents here, so what follows each form is written once. The JSON
 * API (routes/api.expert-witness.*, api.debates.$debateId.expert-*) is the other door onto the same
 * model functions.
 */
import { requireUser } from "~/auth/guards.server";
import {
  applicationSchema,
  contributionSchema,
  ratingSchema,
  applyAsExpert,
  contribute,
  rateContribution,
} from "~/models/experts";
import { respond, type ActionArgs } from "~/utils/action.server";
import { translate, translatorFor } from "~/utils/http.server";
import { parseForm } from "~/utils/validation.server";

const EXPERT_INTENTS = ["expertApply", "expertContribute", "expertRate"] as const;
type ExpertIntent = (typeof EXPERT_INTENTS)[number];

export function isExpertIntent(value: unknown): value is ExpertIntent {
  return typeof value === "string" && (EXPERT_INTENTS as readonly string[]).includes(value);
}

/**
 * `here`: where a plain post comes back to (the section of the page the form is on).
 * `debateId`: the debate of the page (contributions are added to it).
 */
export async function expertFormAction(
  args: ActionArgs,
  form: FormData,
  intent: ExpertIntent,
  { here, debateId }: { here: string; debateId?: string },
) {
  const { request, context } = args;
  const user = await requireUser(request, context);
  const t = await translatorFor(request);

  if (intent === "expertApply") {
    const failed = { title: t("expertWitness.apply.failed"), variant: "destructive" as const };
    const parsed = parseForm(t, form, applicationSchema);
    if (!parsed.ok) {
      return respond(args, {
        form: intent,
        ok: false,
        result: parsed.reply(),
        toast: { ...failed, description: t("expertWitness.apply.fix") },
      });
    }
    const result = await applyAsExpert(context.db, { user, input: parsed.value });
    if (!result.ok) {
      return respond(args, {
        form: intent,
        ok: false,
        status: result.status,
        toast: { ...failed, description: translate(t, result.error) },
        redirectTo: here,
      });
    }
    return respond(args, {
      form: intent,
      ok: true,
      toast: { title: t("expertWitness.apply.sent"), description: t("expertWitness.apply.sentDescription") },
      redirectTo: here,
    });
  }

  if (intent === "expertContribute") {
    const failed = { title: t("expertWitness.contribute.failed"), variant: "destructive" as const };
    if (!debateId) return respond(args, { form: intent, ok: false, status: 404, toast: failed, redirectTo: here });
    // The role first: a citizen who is not an expert is refused whatever they sent.
    if (!user.isExpert) {
      return respond(args, {
        form: intent,
        ok: false,
        status: 403,
        toast: { ...failed, description: t("expertWitness.errors.expertsOnly") },
        redirectTo: here,
      });
    }
    const parsed = parseForm(t, form, contributionSchema);
    if (!parsed.ok) {
      return respond(args, {
        form: intent,
        ok: false,
        result: parsed.reply(),
        toast: { ...failed, description: t("expertWitness.contribute.fix") },
      });
    }
    const result = await contribute(context.db, { user, debateId, input: parsed.value });
    if (!result.ok) {
      return respond(args, {
        form: intent,
        ok: false,
        status: result.status,
        toast: { ...failed, description: translate(t, result.error) },
        redirectTo: here,
      });
    }
    return respond(args, {
      form: intent,
      ok: true,
      toast: { title: t("expertWitness.contribute.added") },
      redirectTo: here,
      payload: { contributionId: result.contribution.id },
    });
  }

  // intent === "expertRate"
  const failed = { title: t("expertWitness.rate.failed"), variant: "destructive" as const };
  const parsed = parseForm(t, form, ratingSchema);
  if (!parsed.ok) {
    const description = Object.values(parsed.reply().error ?? {})[0]?.[0] ?? t("validation.invalid");
    return respond(args, { form: intent, ok: false, toast: { ...failed, description }, redirectTo: here });
  }
  const result = await rateContribution(context.db, { userId: user.id, ...parsed.value });
  if (!result.ok) {
    return respond(args, {
      form: intent,
      ok: false,
      status: result.status,
      toast: { ...failed, description: translate(t, result.error) },
      redirectTo: here,
    });
  }
  return respond(args, {
    form: intent,
    ok: true,
    // A rating that waits for the rater's e-mail's confirmation is theirs, but not in the count yet: say so.
    ...(result.counted
      ? {}
      : { toast: { title: t("expertWitness.rate.recordedPending"), description: t("expertWitness.rate.pending") } }),
    redirectTo: here,
    payload: { contributionId: parsed.value.contributionId, rating: result.rating, counted: result.counted },
  });
}
