/**
 * A dialog whose open state is the URL (/?debate=…, /?overlay=stats …).
 * The server renders it open, so the address works without JavaScript (a close link
 * goes to `closeTo`); with JavaScript it becomes a modal (focus kept inside, Escape
 * closes) and closing navigates to `closeTo` without scrolling the page.
 */
import { Link, useNavigate } from "@remix-run/react";
import { useEffect, useRef, type ReactNode } from "react";
import { useTranslation } from "~/i18n/react";

import { useToastLayer } from "./toast";

export function RouteDialog({
  title,
  titleLang,
  closeTo,
  children,
  actions,
  testId,
  wide = false,
}: {
  title: string;
  titleLang?: string;
  closeTo: string;
  children: ReactNode;
  actions?: ReactNode;
  testId?: string;
  wide?: boolean;
}) {
  const { t } = useTranslation();
  const ref = useRef<HTMLDialogElement>(null);
  const navigate = useNavigate();
  const unmounting = useRef(false);
  useToastLayer(ref);
  const titleId = `${testId ?? "route-dialog"}-title`;

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    // Rendered open by the server (non-modal). Removing the attribute does not fire
    // "close" (dialog.close() would, and that means "navigate away"); then open as a modal.
    dialog.removeAttribute("open");
    dialog.showModal();
    unmounting.current = false;
    return () => {
      unmounting.current = true;
    };
  }, []);

  return (
    <dialog
      ref={ref}
      open
      aria-labelledby={titleId}
      data-testid={testId}
      onClose={() => {
        if (!unmounting.current) navigate(closeTo, { preventScrollReset: true });
      }}
      className={`fixed inset-0 z-40 m-auto max-h-[92vh] ${wide ? "w-[min(56rem,calc(100vw-1rem))]" : "w-[min(42rem,calc(100vw-1rem))]"} overflow-y-auto rounded-xl border border-slate-300 bg-white p-0 text-slate-900 shadow-2xl backdrop:bg-slate-900/60`}
    >
      <div className="sticky top-0 z-10 flex items-start justify-between gap-3 border-b border-slate-200 bg-white px-5 py-4">
        <h2 id={titleId} lang={titleLang} className="text-lg font-bold leading-snug">
          {title}
        </h2>
        <div className="flex shrink-0 items-center gap-2">
          {actions}
          <Link
            to={closeTo}
            preventScrollReset
            className="grid h-10 w-10 place-items-center rounded-md text-2xl leading-none hover:bg-slate-100"
            aria-label={t("dialog.close")}
            onClick={(event) => {
              const dialog = ref.current;
              if (dialog?.open) {
                event.preventDefault();
                dialog.close();
              }
            }}
          >
            <span aria-hidden="true">×</span>
          </Link>
        </div>
      </div>
      <div className="px-5 py-4">{children}</div>
    </dialog>
  );
}
