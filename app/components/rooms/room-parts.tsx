/** A live room's parts: an argument, the composer, the side chooser, the host's controls. */
import { useEffect, useRef, useState, type FormEvent } from "react";

import { Button, buttonClass } from "~/components/ui/button";
import { TextAreaField } from "~/components/ui/field";
import { useTranslation } from "~/i18n/react";
import { MAX_ARGUMENT_LENGTH, type ApiSide } from "~/models/rooms/rules";
import type { RoomArgument, RoomSession } from "~/models/rooms";

import { PersonName } from "./person-name";

export function ArgumentItem({
  argument: a,
  mine,
  mySide,
  interactive,
  onLike,
  onRate,
}: {
  argument: RoomArgument;
  mine: boolean;
  mySide: ApiSide | null;
  interactive: boolean;
  onLike: () => void;
  onRate: (rating: number) => void;
}) {
  const { t, i18n } = useTranslation();
  const [rating, setRating] = useState("5");
  const canRate = interactive && !mine && mySide !== null && mySide !== a.side && a.myRating === null;
  const time = new Intl.DateTimeFormat(i18n.language, { hour: "2-digit", minute: "2-digit", timeZone: "UTC" }).format(
    new Date(a.createdAt),
  );
  return (
    <li
      className={`rounded-lg border px-4 py-3 ${a.side === "support" ? "border-green-300 bg-green-50" : "border-red-300 bg-red-50"}`}
      data-testid="argument"
      data-id={a.id}
    >
      <p className="flex flex-wrap items-baseline gap-2 text-sm text-slate-800">
        <PersonName displayName={a.displayName} username={a.username} />
        <span>{t(`liveRoom.${a.side}`)}</span>
        <time dateTime={a.createdAt}>{time} UTC</time>
      </p>
      <p className="mt-1 whitespace-pre-wrap break-words text-slate-900">{a.text}</p>
      <div className="mt-2 flex flex-wrap items-center gap-3 text-sm">
        <span data-testid="likes">{t("liveRoom.likes", { count: a.likes })}</span>
        {interactive && !mine ? (
          <Button size="sm" variant="outline" onClick={onLike} disabled={a.liked} aria-pressed={a.liked}>
            {a.liked ? t("liveRoom.likedIt") : t("liveRoom.like")}
          </Button>
        ) : null}
        {a.myRating !== null ? <span>{t("liveRoom.rated", { rating: a.myRating })}</span> : null}
        {canRate ? (
          <span className="flex items-center gap-2">
            <label className="sr-only" htmlFor={`rate-${a.id}`}>
              {t("liveRoom.rateLabel")}
            </label>
            <select
              id={`rate-${a.id}`}
              value={rating}
              onChange={(e) => setRating(e.target.value)}
              className="min-h-11 rounded-md border border-slate-400 bg-white px-2"
            >
              {[1, 2, 3, 4, 5].map((n) => (
                <option key={n} value={n}>
                  {n}
                </option>
              ))}
            </select>
            <Button size="sm" variant="outline" onClick={() => onRate(Number(rating))}>
              {t("liveRoom.rate")}
            </Button>
          </span>
        ) : null}
      </div>
    </li>
  );
}

export function Composer({
  status,
  side,
  onPost,
}: {
  status: RoomSession["status"];
  side: ApiSide | null;
  onPost: (text: string) => void;
}) {
  const { t } = useTranslation();
  const [text, setText] = useState("");
  // A blank argument is never sent: the box says why and takes the focus back.
  const [blank, setBlank] = useState(false);
  const ready = status === "live" && side !== null;
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!text.trim()) {
      setBlank(true);
      const box = event.currentTarget.elements.namedItem("text");
      if (box instanceof HTMLTextAreaElement) box.focus();
      return;
    }
    onPost(text);
    setText("");
  };
  if (status === "ended") return null;
  return (
    <form onSubmit={submit} className="flex flex-col gap-2" aria-label={t("liveRoom.yourArgument")}>
      <TextAreaField
        label={t("liveRoom.yourArgument")}
        hint={ready ? t("liveRoom.argumentHint", { count: MAX_ARGUMENT_LENGTH }) : t("liveRoom.postWhenLive")}
        name="text"
        rows={3}
        maxLength={MAX_ARGUMENT_LENGTH}
        value={text}
        onChange={(e) => {
          setText(e.target.value);
          setBlank(false);
        }}
        error={blank ? t("liveRoom.errors.empty") : undefined}
        disabled={!ready}
      />
      <div>
        <Button type="submit" disabled={!ready}>
          {t("liveRoom.post")}
        </Button>
      </div>
    </form>
  );
}

export function SideChooser({
  side,
  locked,
  onChoose,
}: {
  side: ApiSide | null;
  locked: boolean;
  onChoose: (side: ApiSide) => void;
}) {
  const { t } = useTranslation();
  return (
    <div role="group" aria-labelledby="side-heading" className="flex flex-col gap-2">
      <h2 id="side-heading" className="text-lg font-semibold text-slate-900">
        {t("liveRoom.chooseSide")}
      </h2>
      {side ? (
        <p className="text-sm text-slate-800">{t("liveRoom.yourSide", { side: t(`liveRoom.${side}`) })}</p>
      ) : null}
      {locked ? (
        <p className="text-sm text-slate-700">{t("liveRoom.sideLocked")}</p>
      ) : (
        <div className="flex gap-2">
          {(["support", "oppose"] as const).map((s) => (
            <Button
              key={s}
              variant={side === s ? "primary" : "outline"}
              aria-pressed={side === s}
              onClick={() => onChoose(s)}
            >
              {t(`liveRoom.${s}`)}
            </Button>
          ))}
        </div>
      )}
    </div>
  );
}

export function HostControls({
  status,
  onStart,
  onEnd,
}: {
  status: RoomSession["status"];
  onStart: () => void;
  onEnd: () => void;
}) {
  const { t } = useTranslation();
  const [confirming, setConfirming] = useState(false);
  const keep = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (confirming) keep.current?.focus();
  }, [confirming]);
  if (status === "waiting") return <Button onClick={onStart}>{t("liveRoom.start")}</Button>;
  if (status !== "live") return null;
  if (!confirming) {
    return (
      <Button variant="danger" onClick={() => setConfirming(true)}>
        {t("liveRoom.end")}
      </Button>
    );
  }
  return (
    <div
      role="alertdialog"
      aria-labelledby="confirm-end"
      className="flex flex-col gap-2 rounded-md border border-red-300 bg-red-50 p-3"
    >
      <p id="confirm-end" className="text-sm text-red-900">
        {t("liveRoom.confirmEnd")}
      </p>
      <div className="flex flex-wrap gap-2">
        <Button
          variant="danger"
          onClick={() => {
            setConfirming(false);
            onEnd();
          }}
        >
          {t("liveRoom.end")}
        </Button>
        <button
          ref={keep}
          type="button"
          className={buttonClass({ variant: "outline" })}
          onClick={() => setConfirming(false)}
        >
          {t("liveRoom.cancel")}
        </button>
      </div>
    </div>
  );
}
