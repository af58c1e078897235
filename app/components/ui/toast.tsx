/**
 * Notifications (SPEC.md section 9): one toast at a time, shown for 5,000 ms
 * (paused while hovered or focused), dismissed by its close button or a swipe right
 * of more than 50 px; F8 moves focus to the notification region.
 */
import { createContext, useCallback, useContext, useEffect, useMemo, useRef, useState, type ReactNode } from "react";
import { createPortal } from "react-dom";
import { useTranslation } from "~/i18n/react";

type ToastVariant = "default" | "destructive";
interface ToastMessage {
  id: string;
  title: string;
  description?: string;
  variant?: ToastVariant;
}

const TOAST_DURATION_MS = 5_000;
const SWIPE_THRESHOLD_PX = 50;
const HOTKEY = "F8";

interface ToastApi {
  toast: (message: Omit<ToastMessage, "id"> & { id?: string }) => void;
  dismiss: () => void;
  /**
   * A modal dialog covers the page with its backdrop; while one is open, notifications
   * are shown inside it (dialogs call this with their element, then with null).
   */
  setLayer: (element: HTMLElement | null) => void;
}

const ToastContext = createContext<ToastApi | null>(null);

/** For a modal dialog: show notifications inside `ref`'s element while it is mounted. */
export function useToastLayer(ref: { current: HTMLElement | null }) {
  const api = useContext(ToastContext);
  useEffect(() => {
    if (!api || !ref.current) return;
    api.setLayer(ref.current);
    return () => api.setLayer(null);
  }, [api, ref]);
}

export function useToast(): ToastApi {
  const api = useContext(ToastContext);
  if (!api) throw new Error("useToast must be used inside <ToastProvider>");
  return api;
}

export function ToastProvider({ initial, children }: { initial: ToastMessage | null; children: ReactNode }) {
  const [current, setCurrent] = useState<ToastMessage | null>(initial);
  const [layer, setLayer] = useState<HTMLElement | null>(null);
  const lastInitial = useRef(initial?.id);

  // A toast flashed by the server arrives with each navigation's root data.
  useEffect(() => {
    if (initial && initial.id !== lastInitial.current) {
      lastInitial.current = initial.id;
      setCurrent(initial);
    }
  }, [initial]);

  const api = useMemo<ToastApi>(
    () => ({
      toast: (message) => setCurrent({ ...message, id: message.id ?? crypto.randomUUID() }),
      dismiss: () => setCurrent(null),
      setLayer,
    }),
    [],
  );

  const region = <ToastRegion current={current} onDismiss={api.dismiss} />;
  return (
    <ToastContext.Provider value={api}>
      {children}
      {layer ? createPortal(region, layer) : region}
    </ToastContext.Provider>
  );
}

function ToastRegion({ current, onDismiss }: { current: ToastMessage | null; onDismiss: () => void }) {
  const { t } = useTranslation();
  const regionRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.key === HOTKEY) {
        event.preventDefault();
        regionRef.current?.focus();
      }
    };
    document.addEventListener("keydown", onKey);
    return () => document.removeEventListener("keydown", onKey);
  }, []);

  // The live region is always in the page, so screen readers announce what appears in it.
  // On phones it sits at the top: at the bottom it covered the first card's vote buttons.
  return (
    <section
      aria-label={t("toast.region", { hotkey: HOTKEY })}
      className="pointer-events-none fixed inset-x-0 top-0 z-50 flex justify-center p-4 sm:inset-x-auto sm:top-auto sm:bottom-0 sm:right-0 sm:justify-end"
    >
      <div
        ref={regionRef}
        tabIndex={-1}
        role={current?.variant === "destructive" ? "alert" : "status"}
        aria-live={current?.variant === "destructive" ? "assertive" : "polite"}
        aria-atomic="true"
        data-testid="toast-region"
        className="pointer-events-auto w-full max-w-sm outline-none focus-visible:ring-2 focus-visible:ring-amber-400"
      >
        {current ? <ToastItem key={current.id} toast={current} onDismiss={onDismiss} /> : null}
      </div>
    </section>
  );
}

function ToastItem({ toast, onDismiss }: { toast: ToastMessage; onDismiss: () => void }) {
  const { t } = useTranslation();
  const [paused, setPaused] = useState(false);
  const [offset, setOffset] = useState(0);
  const start = useRef<number | null>(null);
  const remaining = useRef(TOAST_DURATION_MS);
  const startedAt = useRef(Date.now());

  useEffect(() => {
    if (paused) return;
    startedAt.current = Date.now();
    const timer = setTimeout(onDismiss, remaining.current);
    return () => {
      clearTimeout(timer);
      remaining.current = Math.max(0, remaining.current - (Date.now() - startedAt.current));
    };
  }, [paused, onDismiss]);

  const onPointerUp = useCallback(() => {
    if (start.current === null) return;
    start.current = null;
    if (offset > SWIPE_THRESHOLD_PX) onDismiss();
    else setOffset(0);
    setPaused(false);
  }, [offset, onDismiss]);

  const destructive = toast.variant === "destructive";
  return (
    <div
      data-variant={toast.variant ?? "default"}
      data-testid="toast"
      className={`flex touch-pan-y items-start gap-3 rounded-lg border p-4 shadow-lg transition-transform ${
        destructive ? "border-red-800 bg-red-700 text-white" : "border-slate-200 bg-white text-slate-900"
      }`}
      style={offset ? { transform: `translateX(${offset}px)`, transition: "none" } : undefined}
      onMouseEnter={() => setPaused(true)}
      onMouseLeave={() => setPaused(false)}
      onFocus={() => setPaused(true)}
      onBlur={() => setPaused(false)}
      onPointerDown={(event) => {
        start.current = event.clientX;
        setPaused(true);
      }}
      onPointerMove={(event) => {
        if (start.current !== null) setOffset(Math.max(0, event.clientX - start.current));
      }}
      onPointerUp={onPointerUp}
      onPointerCancel={onPointerUp}
    >
      <div className="min-w-0 flex-1">
        <p className="font-semibold">{toast.title}</p>
        {toast.description ? <p className="mt-1 text-sm">{toast.description}</p> : null}
      </div>
      <button
        type="button"
        onClick={onDismiss}
        className={`-m-1 rounded p-1 text-lg leading-none ${destructive ? "hover:bg-red-800" : "hover:bg-slate-100"}`}
        aria-label={t("toast.close")}
      >
        <span aria-hidden="true">×</span>
      </button>
    </div>
  );
}
