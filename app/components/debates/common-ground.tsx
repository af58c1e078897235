/**
 * "Common ground" on a debate's page (issue 30; docs/common-ground.md): where the groups agree, what
 * divides them, the groups' sizes and votes, a small map drawn on the server (SVG, no chart
 * library), how sure the result is, and, below the threshold, how many more reactions are needed.
 * Everything is rendered on the server from the stored result: no JavaScript is needed.
 */
import { Link } from "@remix-run/react";
import { useTranslation } from "~/i18n/react";

import type { CommonGroundShown, StoredCommonGround } from "~/models/common-ground";
import { formatNumber, formatPercent } from "~/utils/format";
import { languageOf } from "~/utils/script-language";
import { useMoments } from "~/components/ui/moment";

import { NeedsMore, type Thresholds } from "./common-ground-brief";

/** An argument the section quotes. */
interface QuotedArgument {
  id: string;
  content: string;
  position: "for" | "against";
}

/** Shown per group: the most telling arguments, and the top consensus ones. */
const SHOWN_REPRESENTATIVE = 2;
const SHOWN_CONSENSUS = 3;
/** Dark fills that carry white letters at AA contrast. */
const COLOURS = ["#3730a3", "#92400e", "#115e59", "#9f1239", "#334155"];

const letterOf = (groups: { id: number }[], id: number) =>
  String.fromCharCode(
    65 +
      Math.max(
        0,
        groups.findIndex((g) => g.id === id),
      ),
  );

export function CommonGround({
  data,
  quoted,
  thresholds,
}: {
  data: StoredCommonGround;
  quoted: QuotedArgument[];
  thresholds: Thresholds;
}) {
  const { t, i18n } = useTranslation();
  const moments = useMoments();
  const view = data.counted;
  const percent = (share: number | null) => (share === null ? "–" : formatPercent(share * 100, i18n.language));
  const text = new Map(quoted.map((q) => [q.id, q]));

  return (
    <section id="common-ground" className="mt-10 scroll-mt-4" aria-labelledby="common-ground-title">
      <h2 id="common-ground-title" className="text-xl font-bold">
        {t("commonGround.title")}
      </h2>
      <p className="mt-2 text-slate-700">{t("commonGround.intro")}</p>

      {view.status === "needs_more" ? (
        <NeedsMore view={view} thresholds={thresholds} />
      ) : (
        <div className="mt-4 space-y-6" data-testid="common-ground-ready">
          <p className="text-sm text-slate-700" data-testid="common-ground-confidence">
            {t(`commonGround.confidence.${view.confidence ?? "low"}`, { count: view.participants })}
          </p>
          {view.yourGroup !== null ? (
            <p className="font-semibold">
              {t("commonGround.yourGroup", { letter: letterOf(view.groups, view.yourGroup) })}
            </p>
          ) : null}

          <div className="flex flex-col gap-4 sm:flex-row sm:items-start">
            <GroupMap view={view} />
            <ul
              className="flex-1 space-y-2"
              aria-label={t("commonGround.groupsLabel")}
              data-testid="common-ground-groups"
            >
              {view.groups.map((group, index) => (
                <li key={group.id} className="rounded-lg border border-slate-200 p-3">
                  <p className="font-semibold">
                    <span
                      aria-hidden="true"
                      className="mr-2 inline-block h-3 w-3 rounded-full"
                      style={{ backgroundColor: COLOURS[index % COLOURS.length] }}
                    />
                    {t("commonGround.groupName", { letter: letterOf(view.groups, group.id) })}:{" "}
                    {t("commonGround.groupSize", { count: group.size })}
                  </p>
                  <p className="text-sm text-slate-700">
                    {group.forShare === null
                      ? t("commonGround.groupNoVotes")
                      : t("commonGround.groupVotes", {
                          for: percent(group.forShare),
                          against: percent(1 - group.forShare),
                        })}
                  </p>
                </li>
              ))}
            </ul>
          </div>

          <Consensus view={view} text={text} percent={percent} />
          <Divides view={view} text={text} percent={percent} />

          {data.verified ? (
            <div>
              <h3 className="text-lg font-semibold">{t("commonGround.verifiedTitle")}</h3>
              <p className="mt-1 text-sm text-slate-700" data-testid="common-ground-verified">
                {t("commonGround.verifiedSummary", {
                  groups: formatNumber(data.verified.groups.length, i18n.language),
                  sizes: data.verified.groups
                    .map(
                      (g) =>
                        `${t("commonGround.groupName", { letter: letterOf(data.verified?.groups ?? [], g.id) })} ${t("commonGround.groupSize", { count: g.size })}`,
                    )
                    .join(", "),
                })}
              </p>
            </div>
          ) : null}
        </div>
      )}

      <p className="mt-4 text-sm text-slate-700">
        {data.computedAt ? `${t("commonGround.computedAt", { time: moments.dateTime(data.computedAt) })} ` : null}
        {data.updating ? `${t("commonGround.updating")} ` : null}
        <Link to="/common-ground" className="font-semibold text-indigo-800 underline">
          {t("commonGround.howLink")}
        </Link>
      </p>
    </section>
  );
}

type Percent = (share: number | null) => string;

/** What each part of the section draws from: the view, the quoted arguments' text, a share as a percentage. */
interface PartProps {
  view: CommonGroundShown;
  text: Map<string, QuotedArgument>;
  percent: Percent;
}

function Quote({ argument }: { argument: QuotedArgument | undefined }) {
  const { t } = useTranslation();
  if (!argument) return null;
  return (
    <p className="text-slate-900">
      <span className="sr-only">{t("commonGround.arguments")}: </span>
      <a href={`#comment-${argument.id}`} className="hover:underline" lang={languageOf(argument.content)}>
        {argument.content.length > 240 ? `${argument.content.slice(0, 239)}…` : argument.content}
      </a>
    </p>
  );
}

function Consensus({ view, text, percent }: PartProps) {
  const { t } = useTranslation();
  const agreed = view.consensus.filter((c) => c.agreedByEveryGroup && text.has(c.commentId)).slice(0, SHOWN_CONSENSUS);
  return (
    <div>
      <h3 className="text-lg font-semibold">
        {view.groups.length > 2 ? t("commonGround.allAgree") : t("commonGround.bothAgree")}
      </h3>
      {agreed.length === 0 ? (
        <p className="mt-1 text-slate-700">{t("commonGround.noneAgree")}</p>
      ) : (
        <ol className="mt-2 space-y-3" data-testid="common-ground-consensus">
          {agreed.map((c) => (
            <li key={c.commentId} className="rounded-lg border border-green-200 bg-green-50 p-3">
              <Quote argument={text.get(c.commentId)} />
              <p className="mt-1 text-sm text-slate-700">
                {c.agreeShareByGroup
                  .map((g) =>
                    t("commonGround.agreeShare", {
                      group: t("commonGround.groupName", { letter: letterOf(view.groups, g.groupId) }),
                      share: percent(g.agreeShare),
                    }),
                  )
                  .join(" · ")}
              </p>
            </li>
          ))}
        </ol>
      )}
    </div>
  );
}

function Divides({ view, text, percent }: PartProps) {
  const { t } = useTranslation();
  if (view.groups.length < 2) return null;
  return (
    <div>
      <h3 className="text-lg font-semibold">{t("commonGround.divides")}</h3>
      <div className="mt-2 space-y-4" data-testid="common-ground-divides">
        {view.groups.map((group) => {
          const shown = group.representative.filter((r) => text.has(r.commentId)).slice(0, SHOWN_REPRESENTATIVE);
          return (
            <div key={group.id}>
              <h4 className="font-semibold">
                {t("commonGround.groupName", { letter: letterOf(view.groups, group.id) })}
              </h4>
              {shown.length === 0 ? (
                <p className="text-sm text-slate-700">{t("commonGround.noRepresentative")}</p>
              ) : (
                <ul className="mt-1 space-y-2">
                  {shown.map((r) => (
                    <li key={r.commentId} className="rounded-lg border border-slate-200 p-3">
                      <Quote argument={text.get(r.commentId)} />
                      <p className="mt-1 text-sm text-slate-700">
                        {t(r.direction === "agree" ? "commonGround.repAgree" : "commonGround.repDisagree", {
                          share: percent(r.direction === "agree" ? r.agreeShare : r.disagreeShare),
                          outside: percent(r.outsideShare),
                        })}
                        {r.significant ? null : ` ${t("commonGround.tentative")}`}
                      </p>
                    </li>
                  ))}
                </ul>
              )}
            </div>
          );
        })}
      </div>
    </div>
  );
}

/** The groups on the opinion map: a circle per group (area by size) over its spread. No point per citizen. */
function GroupMap({ view }: { view: CommonGroundShown }) {
  const { t } = useTranslation();
  if (!view.layout) return null;
  const width = 240;
  const height = 160;
  const largest = Math.max(1, ...view.groups.map((g) => g.size));
  const x = (value: number) => width / 2 + value * (width / 2 - 28);
  const y = (value: number) => height / 2 - value * (height / 2 - 28);
  return (
    <svg
      viewBox={`0 0 ${width} ${height}`}
      className="w-full max-w-xs shrink-0 rounded-lg border border-slate-200 bg-white"
      role="img"
      aria-labelledby="common-ground-map-title common-ground-map-desc"
      data-testid="common-ground-map"
    >
      <title id="common-ground-map-title">{t("commonGround.mapTitle")}</title>
      <desc id="common-ground-map-desc">{t("commonGround.mapDescription")}</desc>
      <line x1={width / 2} y1={8} x2={width / 2} y2={height - 8} stroke="#cbd5e1" strokeDasharray="4 4" />
      <line x1={8} y1={height / 2} x2={width - 8} y2={height / 2} stroke="#cbd5e1" strokeDasharray="4 4" />
      {view.layout.groups.map((point) => {
        const index = view.groups.findIndex((g) => g.id === point.id);
        const size = view.groups[index]?.size ?? 0;
        const colour = COLOURS[Math.max(0, index) % COLOURS.length];
        const r = 8 + 16 * Math.sqrt(size / largest);
        return (
          <g key={point.id}>
            <ellipse
              cx={x(point.x)}
              cy={y(point.y)}
              rx={Math.max(r, point.spreadX * (width / 2 - 28))}
              ry={Math.max(r, point.spreadY * (height / 2 - 28))}
              fill={colour}
              opacity={0.15}
            />
            <circle cx={x(point.x)} cy={y(point.y)} r={r} fill={colour} />
            <text
              x={x(point.x)}
              y={y(point.y)}
              textAnchor="middle"
              dominantBaseline="central"
              fill="#ffffff"
              fontSize="12"
              fontWeight="bold"
              lang="en"
            >
              {letterOf(view.groups, point.id)}
            </text>
          </g>
        );
      })}
    </svg>
  );
}
