/**
 * Links that open a feature's overlay (SPEC.md Overlays 11, 12, 13): Policy Impact and Civic
 * Education in the header, Experts on a debate card. Each is a plain link to the feature's own page
 * (/policy-impact, /civic-education, /debates/{id}#experts), which is what it does without
 * JavaScript. With JavaScript a click opens the overlay over the current page instead: its code and
 * its strings load on first open, so no page pays for them before (the home page's budget).
 */
import { Link } from "@remix-run/react";
import { Suspense, lazy, useState, type ComponentType, type MouseEvent, type ReactNode } from "react";

import type { Area } from "~/i18n/areas";
import { FALLBACK_LANGUAGE, isSupportedLanguage } from "~/i18n/config";
import { ensureAreas } from "~/i18n/load-locale.client";

import { loadOverlay } from "./load-overlay.client";
import type { OverlayProps } from "./overlay-props";

function withStrings(load: () => Promise<{ default: ComponentType<OverlayProps> }>, areas: Area[]) {
  return lazy(() => {
    const lang = document.documentElement.lang;
    return Promise.all([load(), ensureAreas(isSupportedLanguage(lang) ? lang : FALLBACK_LANGUAGE, areas)]).then(
      ([module]) => module,
    );
  });
}

const OVERLAYS = {
  civic: withStrings(() => loadOverlay.civic(), ["civic"]),
  policy: withStrings(() => loadOverlay.policy(), ["policy"]),
  experts: withStrings(() => loadOverlay.experts(), ["experts"]),
};
export type OverlayKind = keyof typeof OVERLAYS;

export function OverlayLink({
  kind,
  to,
  dataFrom = to,
  className,
  label,
  named,
  children,
}: {
  kind: OverlayKind;
  /** Where the link goes without JavaScript. */
  to: string;
  /** The page whose data the overlay shows (default: `to`). */
  dataFrom?: string;
  className?: string;
  /** An accessible name when the text alone is ambiguous. */
  label?: string;
  /** Or its id and the elements that name it (aria-labelledby), when the name is text on the page. */
  named?: { id: string; "aria-labelledby": string };
  children: ReactNode;
}) {
  const [open, setOpen] = useState(false);
  const Overlay = OVERLAYS[kind];
  return (
    <>
      <Link
        to={to}
        className={className}
        aria-label={label}
        {...named}
        aria-haspopup="dialog"
        onClick={(event: MouseEvent<HTMLAnchorElement>) => {
          if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey || event.button !== 0) return;
          event.preventDefault();
          setOpen(true);
        }}
      >
        {children}
      </Link>
      {open ? (
        <Suspense fallback={null}>
          <Overlay href={dataFrom} onClose={() => setOpen(false)} />
        </Suspense>
      ) : null}
    </>
  );
}
