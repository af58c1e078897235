/**
 * The Policy Impact Tracker overlay (SPEC.md Overlay 11), opened from the header: /policy-impact's
 * data and components, its filter moving inside the dialog while the page under it stays.
 */
import { useTranslation } from "~/i18n/react";

import type { OverlayProps } from "./overlay-props";
import { PolicyImpact, type PolicyImpactData } from "../policy/policy-impact";
import { InPlaceNavigation } from "../ui/panel-link";
import { FeatureDialog, OverlayLoading } from "./feature-dialog";
import { useOverlayData } from "./use-overlay-data";

export default function PolicyOverlay({ href, onClose }: OverlayProps) {
  const { t } = useTranslation();
  const { data, busy, go, topRef } = useOverlayData<PolicyImpactData>(href);
  return (
    <FeatureDialog title={t("policyImpact.title")} onClose={onClose} testId="policy-overlay">
      <div ref={topRef} tabIndex={-1} aria-busy={busy} className="outline-none">
        <InPlaceNavigation value={go}>
          {data?.view === "outcomes" ? <PolicyImpact data={data} /> : <OverlayLoading />}
        </InPlaceNavigation>
      </div>
    </FeatureDialog>
  );
}
