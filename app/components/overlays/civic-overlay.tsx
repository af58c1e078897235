/**
 * The Civic Education overlay (SPEC.md Overlay 13), opened from the header: the /civic-education
 * pages' data and components, moving inside the dialog (category filter, a module and Back) while
 * the page under it stays. Start and complete post to the module page's action; Remix then reloads
 * what the overlay shows, so the button and the summary follow.
 */
import { useState } from "react";

import { useTranslation } from "~/i18n/react";

import { CivicCatalogue, CivicModule, type CatalogueData, type ModuleData } from "../civic/civic-education";
import type { OverlayProps } from "./overlay-props";
import { InPlaceNavigation } from "../ui/panel-link";
import { FeatureDialog, OverlayLoading } from "./feature-dialog";
import { useOverlayData } from "./use-overlay-data";

const isModule = (href: string) => href.startsWith("/civic-education/");

export default function CivicOverlay({ href, onClose }: OverlayProps) {
  const { t } = useTranslation();
  const { data, busy, go, topRef } = useOverlayData<CatalogueData | ModuleData>(href);
  // Back goes to the list the reader came from (its category filter kept).
  const [lastList, setLastList] = useState(isModule(href) ? "/civic-education" : href);
  const navigate = (next: string) => {
    if (!isModule(next)) setLastList(next);
    go(next);
  };

  return (
    <FeatureDialog title={t("civicEducation.title")} onClose={onClose} testId="civic-overlay">
      <div ref={topRef} tabIndex={-1} aria-busy={busy} className="outline-none">
        <InPlaceNavigation value={navigate}>
          {data?.view === "module" ? (
            <CivicModule data={data} backHref={lastList} titleAs="h3" />
          ) : data?.view === "catalogue" ? (
            <CivicCatalogue data={data} />
          ) : (
            <OverlayLoading />
          )}
        </InPlaceNavigation>
      </div>
    </FeatureDialog>
  );
}
