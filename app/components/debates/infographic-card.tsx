/**
 * The debate's shareable card image (1600x1200 PNG from /debates/{id}/infographic.png) with
 * its Download link. While the image is drawn a placeholder of the same shape says so; if it
 * fails, the reader is told what to do instead of seeing a broken image.
 */
import { useEffect, useRef, useState } from "react";

import { useTranslation } from "~/i18n/react";
import { infographicFileName, infographicPath } from "~/utils/infographic";

import { buttonClass } from "../ui/button";

export function InfographicCard({ debateId, title }: { debateId: string; title: string }) {
  const { t, i18n } = useTranslation();
  const [state, setState] = useState<"loading" | "ready" | "failed">("loading");
  const [attempt, setAttempt] = useState(0);
  const image = useRef<HTMLImageElement>(null);
  const src = infographicPath(debateId, i18n.language) + (attempt ? `&retry=${attempt}` : "");
  const file = infographicFileName(debateId);

  // The image may finish (or fail) before hydration, when React's handlers are not attached yet.
  useEffect(() => {
    const img = image.current;
    if (img?.complete) setState(img.naturalWidth > 0 ? "ready" : "failed");
  }, []);

  return (
    <figure className="m-0">
      <div className="relative aspect-[4/3] w-full overflow-hidden rounded-lg border border-slate-200 bg-slate-100">
        {state !== "ready" ? (
          <p className="absolute inset-0 flex items-center justify-center p-6 text-center text-slate-700" role="status">
            {state === "failed" ? t("infographic.error") : t("infographic.loading")}
          </p>
        ) : null}
        <img
          ref={image}
          key={attempt}
          src={src}
          width={800}
          height={600}
          alt={t("infographic.alt", { title })}
          data-testid="infographic-image"
          className={`relative h-full w-full object-contain ${state === "failed" ? "invisible" : ""}`}
          onLoad={() => setState("ready")}
          onError={() => setState("failed")}
        />
      </div>
      <figcaption className="mt-3 flex flex-wrap items-center gap-3">
        {state === "failed" ? (
          <button
            type="button"
            className={buttonClass({ variant: "secondary" })}
            onClick={() => {
              setState("loading");
              setAttempt((n) => n + 1);
            }}
          >
            {t("infographic.retry")}
          </button>
        ) : null}
        <a href={infographicPath(debateId, i18n.language, true)} download={file} className={buttonClass()}>
          {t("infographic.download")}
        </a>
        <span className="text-sm text-slate-700">{t("infographic.details", { file })}</span>
      </figcaption>
    </figure>
  );
}
