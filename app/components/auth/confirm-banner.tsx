/** Shown to a signed-in citizen who has not confirmed their e-mail yet: what to do, and the link again. */
import { useFetcher, useLocation } from "@remix-run/react";

import { useTranslation } from "~/i18n/react";
import type { ActionOutcome } from "~/utils/action.server";

import { outcomeOf, useOutcomeToast } from "../ui/action-result";

export function ConfirmEmailBanner({ email }: { email: string }) {
  const { t } = useTranslation();
  const { pathname, search } = useLocation();
  const fetcher = useFetcher<ActionOutcome>({ key: "resend-confirmation" });
  useOutcomeToast(outcomeOf(fetcher.data, "resendConfirmation"));
  return (
    <section
      aria-labelledby="confirm-banner-text"
      className="border-b border-amber-300 bg-amber-50 px-4 py-2 text-sm text-amber-950"
      data-testid="confirm-banner"
    >
      <fetcher.Form
        method="post"
        action="/confirm-email"
        className="mx-auto flex max-w-6xl flex-wrap items-center gap-x-3 gap-y-1"
      >
        <input type="hidden" name="redirectTo" value={`${pathname}${search}`} />
        <span id="confirm-banner-text">{t("nav.confirmBanner", { email })}</span>
        <button
          type="submit"
          disabled={fetcher.state !== "idle"}
          className="min-h-9 font-semibold text-amber-950 underline underline-offset-2 hover:no-underline"
        >
          {t("nav.confirmResend")}
        </button>
      </fetcher.Form>
    </section>
  );
}
