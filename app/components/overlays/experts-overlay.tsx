/**
 * The Expert Witness dialog of a debate (SPEC.md Overlay 12), opened by a card's Experts action:
 * the debate page's expert section (its data, from /debates/{id}), over the page the reader is on.
 * Its forms post to the debate page's action; Remix then reloads what the dialog shows.
 */
import { useTranslation } from "~/i18n/react";
import type { ExpertPanel as PanelData } from "~/models/experts";

import { ExpertPanel } from "../experts/expert-panel";
import type { OverlayProps } from "./overlay-props";
import { FeatureDialog, OverlayLoading } from "./feature-dialog";
import { useOverlayData } from "./use-overlay-data";

interface DebatePageData {
  experts: PanelData;
  discussion: { debate: { title: string; language: string } };
}

export default function ExpertsOverlay({ href, onClose }: OverlayProps) {
  const { t } = useTranslation();
  const { data, busy, topRef } = useOverlayData<DebatePageData>(href);
  return (
    <FeatureDialog title={t("expertWitness.title")} onClose={onClose} testId="experts-overlay">
      <div ref={topRef} tabIndex={-1} aria-busy={busy} className="outline-none">
        {data?.experts ? (
          <>
            <p lang={data.discussion.debate.language} className="mb-4 font-semibold text-slate-900">
              {data.discussion.debate.title}
            </p>
            <ExpertPanel panel={data.experts} />
          </>
        ) : (
          <OverlayLoading />
        )}
      </div>
    </FeatureDialog>
  );
}
