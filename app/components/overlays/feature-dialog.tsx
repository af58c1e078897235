/**
 * The modal of an overlay opened by <OverlayLink>: it opens on mount (focus moves into it and stays
 * there), Escape or Close closes it and focus returns to the link that opened it. Toasts show above it.
 */
import { useEffect, useRef, type ReactNode } from "react";

import { useTranslation } from "~/i18n/react";

import { useToastLayer } from "../ui/toast";

export function FeatureDialog({
  title,
  onClose,
  testId,
  actions,
  children,
}: {
  title: string;
  onClose: () => void;
  testId: string;
  actions?: ReactNode;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  const ref = useRef<HTMLDialogElement>(null);
  const closeRef = useRef(onClose);
  closeRef.current = onClose;
  useToastLayer(ref);
  const titleId = `${testId}-title`;

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    dialog.showModal();
    return () => {
      if (dialog.open) dialog.close();
      opener?.focus();
    };
  }, []);

  return (
    <dialog
      ref={ref}
      aria-labelledby={titleId}
      data-testid={testId}
      onClose={() => closeRef.current()}
      className="fixed inset-0 z-40 m-auto max-h-[92vh] w-[min(56rem,calc(100vw-1rem))] overflow-y-auto rounded-xl border border-slate-300 bg-white p-0 text-slate-900 shadow-2xl backdrop:bg-slate-900/60"
    >
      <div className="sticky top-0 z-10 flex items-start justify-between gap-3 border-b border-slate-200 bg-white px-5 py-4">
        <h2 id={titleId} className="text-lg font-bold leading-snug">
          {title}
        </h2>
        <div className="flex shrink-0 items-center gap-2">
          {actions}
          <button
            type="button"
            onClick={() => ref.current?.close()}
            className="grid h-10 w-10 place-items-center rounded-md text-2xl leading-none hover:bg-slate-100 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-indigo-600"
            aria-label={t("dialog.close")}
          >
            <span aria-hidden="true">×</span>
          </button>
        </div>
      </div>
      <div className="px-5 py-4">{children}</div>
    </dialog>
  );
}

/**
 * What an overlay shows while its data loads. (A load that fails goes to the page's error boundary,
 * as every Remix load does, which says what to do.)
 */
export function OverlayLoading() {
  const { t } = useTranslation();
  return (
    <p role="status" className="py-8 text-center text-slate-700">
      {t("overlays.loading")}
    </p>
  );
}
