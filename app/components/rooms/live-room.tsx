/**
 * The live room: transcript, participants and presence, sides, arguments, likes and ratings,
 * the host's start/end. The server renders the transcript (readers without JavaScript see it and
 * are told live participation needs JavaScript); in the browser a reconnecting socket
 * (partysocket, docs/decisions/0055-live-room-socket.md) keeps it live and sends the last id it
 * holds on every (re)connection, so the room answers only what was missed.
 */
import { Link } from "@remix-run/react";
import { useCallback, useEffect, useReducer, useRef, useState } from "react";
import { ReconnectingWebSocket } from "./room-socket.client";

import { useTranslation } from "~/i18n/react";
import { MAX_ARGUMENT_LENGTH, type ApiSide, type RoomError } from "~/models/rooms/rules";
import {
  FINAL_CLOSE_CODES,
  ROOM_CLOSE,
  type RoomArgument,
  type RoomPresence,
  type RoomSession,
  type RoomSnapshot,
  type ServerMessage,
} from "~/models/rooms";

import { PersonName } from "./person-name";
import { ArgumentItem, Composer, HostControls, SideChooser } from "./room-parts";

interface LiveRoomProps {
  room: { id: string; title: string; description: string; sessionDuration: number; sessionPrice: number };
  me: { userId: string; isHost: boolean };
  snapshot: RoomSnapshot;
}

/** "replaced" and "throttled": the room closed this socket itself (ROOM_CLOSE); the page does not reconnect. */
type Connection = "connecting" | "open" | "closed" | "replaced" | "throttled";

interface State {
  session: RoomSession;
  participants: RoomPresence[];
  arguments: RoomArgument[];
  side: ApiSide | null;
  error: RoomError | null;
}

type Action = { type: "message"; message: ServerMessage; me: string } | { type: "dismiss" };

function mergeArguments(current: RoomArgument[], incoming: RoomArgument[]) {
  const byId = new Map(current.map((a) => [a.id, a]));
  for (const a of incoming) byId.set(a.id, { ...byId.get(a.id), ...a });
  return [...byId.values()].sort((a, b) => a.id - b.id);
}

function upsertPresence(list: RoomPresence[], p: RoomPresence) {
  const rest = list.filter((x) => x.userId !== p.userId);
  return [...rest, p].sort((a, b) => a.displayName.localeCompare(b.displayName) || a.userId.localeCompare(b.userId));
}

function reducer(state: State, action: Action): State {
  if (action.type === "dismiss") return { ...state, error: null };
  const m = action.message;
  switch (m.type) {
    case "welcome":
      return {
        ...state,
        session: m.session,
        participants: m.participants,
        arguments: mergeArguments(state.arguments, m.arguments),
        side: m.you.side,
      };
    case "argument":
      return { ...state, arguments: mergeArguments(state.arguments, [m.argument]) };
    case "like":
      return {
        ...state,
        arguments: state.arguments.map((a) =>
          a.id === m.argumentId ? { ...a, likes: m.likes, liked: a.liked || m.by === action.me } : a,
        ),
      };
    case "rated":
      return {
        ...state,
        arguments: state.arguments.map((a) => (a.id === m.argumentId ? { ...a, myRating: m.rating } : a)),
      };
    case "presence": {
      const { type: _type, ...presence } = m;
      return {
        ...state,
        participants: upsertPresence(state.participants, presence),
        side: m.userId === action.me ? m.side : state.side,
      };
    }
    case "session":
      return { ...state, session: m.session };
    case "error":
      return { ...state, error: m.code };
  }
}

function useNow(active: boolean) {
  const [now, setNow] = useState<number | null>(null);
  useEffect(() => {
    if (!active) return;
    setNow(Date.now());
    const timer = setInterval(() => setNow(Date.now()), 15_000);
    return () => clearInterval(timer);
  }, [active]);
  return now;
}

export function LiveRoom({ room, me, snapshot }: LiveRoomProps) {
  const { t, i18n } = useTranslation();
  const [state, dispatch] = useReducer(reducer, {
    session: snapshot.session,
    participants: snapshot.participants,
    arguments: snapshot.arguments,
    side: snapshot.participants.find((p) => p.userId === me.userId)?.side ?? null,
    error: null,
  });
  const [connection, setConnection] = useState<Connection | null>(null);
  const socket = useRef<ReconnectingWebSocket | null>(null);
  const lastId = useRef(0);
  lastId.current = state.arguments.at(-1)?.id ?? 0;

  useEffect(() => {
    const scheme = window.location.protocol === "https:" ? "wss" : "ws";
    const ws = new ReconnectingWebSocket(
      `${scheme}://${window.location.host}/live-rooms/${encodeURIComponent(room.id)}/socket`,
      [],
      {
        minReconnectionDelay: 500,
        maxReconnectionDelay: 15_000,
        reconnectionDelayGrowFactor: 1.8,
        // Replaced by a newer tab, or closed for flooding: reconnecting would only loop.
        shouldReconnectOnClose: (event) => !FINAL_CLOSE_CODES.includes(event.code),
      },
    );
    socket.current = ws;
    setConnection("connecting");
    ws.addEventListener("open", () => {
      setConnection("open");
      ws.send(JSON.stringify({ type: "sync", after: lastId.current }));
    });
    ws.addEventListener("close", (event) =>
      setConnection(
        event.code === ROOM_CLOSE.replaced.code
          ? "replaced"
          : event.code === ROOM_CLOSE.flooding.code
            ? "throttled"
            : "closed",
      ),
    );
    ws.addEventListener("message", (event: MessageEvent) => {
      if (typeof event.data !== "string") return;
      dispatch({ type: "message", message: JSON.parse(event.data) as ServerMessage, me: me.userId });
    });
    return () => {
      socket.current = null;
      ws.close();
    };
  }, [room.id, me.userId]);

  const send = useCallback((message: object) => socket.current?.send(JSON.stringify(message)), []);
  const live = connection === "open";
  const { session } = state;
  const now = useNow(session.status === "live");
  const minutesLeft =
    session.status === "live" && session.endsAt && now ? Math.max(0, Math.ceil((session.endsAt - now) / 60_000)) : null;
  const price = new Intl.NumberFormat(i18n.language, { style: "currency", currency: "USD" }).format(
    room.sessionPrice / 100,
  );
  const online = state.participants.filter((p) => p.online).length;

  return (
    <div className="mx-auto flex max-w-5xl flex-col gap-6">
      <header className="flex flex-col gap-2">
        <Link to="/live-rooms" className="text-sm font-medium text-indigo-700 underline-offset-2 hover:underline">
          ← {t("liveRoom.back")}
        </Link>
        <div className="flex flex-wrap items-center gap-3">
          <h1 className="text-2xl font-bold text-slate-900 break-words">{room.title}</h1>
          <span
            data-testid="session-status"
            className={`rounded-full px-3 py-1 text-sm font-semibold ${
              session.status === "live" ? "bg-red-100 text-red-800" : "bg-slate-100 text-slate-800"
            }`}
          >
            {t(`liveRoom.status.${session.status}`)}
          </span>
          {minutesLeft !== null ? (
            <span className="text-sm text-slate-700">{t("liveRoom.timeLeft", { minutes: minutesLeft })}</span>
          ) : null}
        </div>
        {room.description ? <p className="text-slate-700 break-words">{room.description}</p> : null}
        <p className="text-sm text-slate-700">{t("liveRoom.freeSession", { count: room.sessionDuration, price })}</p>
        {/* Until the page's script runs (never, without JavaScript) the room cannot be joined: say so. */}
        {connection === null ? (
          <p className="rounded-md border border-amber-300 bg-amber-50 px-3 py-2 text-amber-900" data-testid="needs-js">
            {t("liveRoom.needsJs")}
          </p>
        ) : null}
        {connection ? (
          <p role="status" className="text-sm text-slate-700" data-testid="connection" data-state={connection}>
            {t(`liveRoom.connection.${connection}`)}
          </p>
        ) : null}
      </header>

      {state.error ? (
        <div
          role="alert"
          className="flex items-start justify-between gap-3 rounded-md border border-red-300 bg-red-50 px-3 py-2 text-red-800"
        >
          <span>{t(`liveRoom.errors.${state.error}`, { count: MAX_ARGUMENT_LENGTH })}</span>
          <button type="button" className="text-sm underline" onClick={() => dispatch({ type: "dismiss" })}>
            ✕<span className="sr-only">{t("liveRoom.cancel")}</span>
          </button>
        </div>
      ) : null}

      <div className="grid gap-6 md:grid-cols-[1fr_16rem]">
        <section aria-labelledby="transcript-heading" className="flex min-w-0 flex-col gap-4">
          <h2 id="transcript-heading" className="text-lg font-semibold text-slate-900">
            {t("liveRoom.transcript")}
          </h2>
          {state.arguments.length === 0 ? (
            <p className="text-slate-700" data-testid="transcript-empty">
              {session.status === "live" ? t("liveRoom.emptyLive") : t("liveRoom.empty")}
            </p>
          ) : (
            <ol className="flex flex-col gap-3" data-testid="transcript" aria-live="polite" aria-relevant="additions">
              {state.arguments.map((a) => (
                <ArgumentItem
                  key={a.id}
                  argument={a}
                  mine={a.userId === me.userId}
                  mySide={state.side}
                  interactive={live && session.status !== "ended"}
                  onLike={() => send({ type: "like", argumentId: a.id })}
                  onRate={(rating) => send({ type: "rate", argumentId: a.id, rating })}
                />
              ))}
            </ol>
          )}
          {live ? (
            <Composer status={session.status} side={state.side} onPost={(text) => send({ type: "argument", text })} />
          ) : null}
          {session.status === "ended" ? <p className="text-slate-700">{t("liveRoom.endedNote")}</p> : null}
        </section>

        <aside aria-labelledby="participants-heading" className="flex flex-col gap-4">
          {live && me.isHost ? (
            <HostControls
              status={session.status}
              onStart={() => send({ type: "start" })}
              onEnd={() => send({ type: "end" })}
            />
          ) : null}
          {live && session.status !== "ended" ? (
            <SideChooser
              side={state.side}
              locked={session.status === "live" && state.side !== null}
              onChoose={(side) => send({ type: "join", side })}
            />
          ) : null}
          <div>
            <h2 id="participants-heading" className="text-lg font-semibold text-slate-900">
              {t("liveRoom.participants")}
            </h2>
            <p className="text-sm text-slate-700" data-testid="online-count">
              {t("liveRoom.participantCount", { count: online })}
            </p>
            <ul className="mt-2 flex flex-col gap-1" data-testid="participants">
              {state.participants.map((p) => (
                <li key={p.userId} className="flex flex-wrap items-center gap-2 text-sm" data-online={p.online}>
                  <span
                    aria-hidden="true"
                    className={`inline-block h-2 w-2 rounded-full ${p.online ? "bg-green-600" : "bg-slate-400"}`}
                  />
                  <PersonName displayName={p.displayName} username={p.username} />
                  <span className="text-slate-700">
                    {p.side ? t(`liveRoom.${p.side}`) : t("liveRoom.noSide")} ·{" "}
                    {p.online ? t("liveRoom.online") : t("liveRoom.offline")}
                  </span>
                </li>
              ))}
            </ul>
          </div>
        </aside>
      </div>
    </div>
  );
}
