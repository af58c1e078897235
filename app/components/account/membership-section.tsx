/** The membership section of /settings (docs/account-settings.md). */
import { Form } from "@remix-run/react";

import { useTranslation } from "~/i18n/react";

import { outcomeOf } from "../ui/action-result";
import { Button, LinkButton } from "../ui/button";
import { FormError } from "../ui/field";

import { Section, type Outcome } from "./section";

/**
 * Premium membership: for a member, "Manage or cancel" opens Stripe's billing portal (a form of this
 * page's action, app/actions/premium-forms.server.ts); for anyone else, the way to the upgrade.
 */
export function MembershipSection({
  premium,
  paymentsAvailable,
  outcome,
}: {
  premium: boolean;
  paymentsAvailable: boolean;
  outcome: Outcome;
}) {
  const { t } = useTranslation();
  const refused = outcomeOf(outcome, "manage");
  return (
    <Section id="membership" title={t("account.membership.title")}>
      <p className="text-slate-800" data-testid="membership-state">
        {premium ? t("account.membership.member") : t("account.membership.notMember")}
      </p>
      {!premium ? (
        <LinkButton to="/live-rooms?upgrade=1" variant="secondary" className="mt-3">
          {t("account.membership.upgrade")}
        </LinkButton>
      ) : paymentsAvailable ? (
        <Form method="post" className="mt-3 grid justify-start gap-2">
          <FormError id="membership-error" message={refused && !refused.ok ? refused.toast?.description : null} />
          <p className="text-sm text-slate-700">{t("account.membership.portal")}</p>
          <Button type="submit" name="intent" value="manage" variant="secondary" data-testid="manage-premium">
            {t("account.membership.manage")}
          </Button>
        </Form>
      ) : (
        <p className="mt-3 text-sm text-slate-700" data-testid="portal-unavailable">
          {t("account.membership.unavailable")}
        </p>
      )}
    </Section>
  );
}
