/**
 * The client side of the one way to act (app/utils/action.server.ts): read a form's outcome
 * from its fetcher or from the page's action data, and show its toast once.
 */
import type { SubmissionResult } from "@conform-to/dom";
import { useEffect, useRef } from "react";

import type { ActionOutcome } from "~/utils/action.server";

import { useToast } from "./toast";

/** Any outcome (or none): only a refusal carries a `result`. */
type Refusal = unknown;

const resultOf = (outcome: Refusal) => (outcome as { result?: SubmissionResult } | null | undefined)?.result;

/** The outcome of `form`, if the last answer was for it. */
export function outcomeOf<P extends object = object>(value: unknown, form: string): ActionOutcome<P> | null {
  if (!value || typeof value !== "object") return null;
  const outcome = value as ActionOutcome<P>;
  return outcome.form === form ? outcome : null;
}

/** Shows the toast an outcome carries (the server wrote it), once per toast. */
export function useOutcomeToast(outcome: { toast?: ActionOutcome["toast"] } | null | undefined) {
  const { toast } = useToast();
  const shown = useRef<string | null>(null);
  const next = outcome?.toast;
  useEffect(() => {
    if (!next || shown.current === next.id) return;
    shown.current = next.id;
    toast(next);
  }, [next, toast]);
}

/** The message of a field in a refused form (the first; "" is the whole form). */
export function fieldError(outcome: Refusal, name: string): string | undefined {
  return resultOf(outcome)?.error?.[name]?.[0] ?? undefined;
}

/** A field's submitted value, echoed back in a refused form (passwords never are). */
export function fieldValue(outcome: Refusal, name: string): string | undefined {
  const value = resultOf(outcome)?.initialValue?.[name];
  return typeof value === "string" ? value : undefined;
}
