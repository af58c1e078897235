/**
 * Impressions and clicks per day, as plain SVG rendered on the server (no chart library; readable
 * without JavaScript): impressions as bars, clicks as a line on their own scale, with the figures
 * also in a table for screen readers and for anyone who wants the numbers.
 */
import type { DailyCounts } from "~/models/campaigns";

const WIDTH = 640;
const HEIGHT = 220;
const PAD = { top: 16, right: 44, bottom: 28, left: 52 };

export function DailyChart({
  days,
  language,
  labels,
}: {
  days: DailyCounts[];
  language: string;
  labels: { title: string; impressions: string; clicks: string; day: string; table: string };
}) {
  const number = new Intl.NumberFormat(language);
  const date = new Intl.DateTimeFormat(language, { day: "numeric", month: "short", timeZone: "UTC" });
  const maxImpressions = Math.max(1, ...days.map((d) => d.impressions));
  const maxClicks = Math.max(1, ...days.map((d) => d.clicks));
  const innerW = WIDTH - PAD.left - PAD.right;
  const innerH = HEIGHT - PAD.top - PAD.bottom;
  const step = innerW / Math.max(1, days.length);
  const y = (value: number, max: number) => PAD.top + innerH - (value / max) * innerH;
  const clickLine = days
    .map(
      (d, i) => `${i ? "L" : "M"}${(PAD.left + step * i + step / 2).toFixed(1)} ${y(d.clicks, maxClicks).toFixed(1)}`,
    )
    .join(" ");
  const first = days[0];
  const last = days[days.length - 1];
  return (
    <figure className="rounded-lg border border-slate-200 bg-white p-4">
      <figcaption className="font-semibold text-slate-900">{labels.title}</figcaption>
      <p className="mt-1 flex flex-wrap gap-4 text-sm text-slate-700">
        <span>
          <span aria-hidden="true" className="mr-1 inline-block h-3 w-3 bg-indigo-600" />
          {labels.impressions}
        </span>
        <span>
          <span aria-hidden="true" className="mr-1 inline-block h-0.5 w-4 bg-amber-600 align-middle" />
          {labels.clicks}
        </span>
      </p>
      <svg
        viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
        className="mt-2 h-auto w-full"
        role="img"
        aria-label={labels.title}
        data-testid="daily-chart"
      >
        <line x1={PAD.left} x2={WIDTH - PAD.right} y1={PAD.top + innerH} y2={PAD.top + innerH} stroke="#94a3b8" />
        <text x={PAD.left - 6} y={PAD.top + 4} textAnchor="end" fontSize="11" fill="#334155">
          {number.format(maxImpressions)}
        </text>
        <text x={PAD.left - 6} y={PAD.top + innerH} textAnchor="end" fontSize="11" fill="#334155">
          0
        </text>
        <text x={WIDTH - PAD.right + 6} y={PAD.top + 4} fontSize="11" fill="#92400e">
          {number.format(maxClicks)}
        </text>
        {days.map((d, i) => {
          const top = y(d.impressions, maxImpressions);
          return (
            <rect
              key={d.day}
              x={PAD.left + step * i + step * 0.15}
              y={top}
              width={step * 0.7}
              height={PAD.top + innerH - top}
              fill="#4f46e5"
            >
              <title>{`${date.format(new Date(d.day))}: ${number.format(d.impressions)} ${labels.impressions}, ${number.format(d.clicks)} ${labels.clicks}`}</title>
            </rect>
          );
        })}
        <path d={clickLine} fill="none" stroke="#d97706" strokeWidth="2" />
        {first ? (
          <text x={PAD.left} y={HEIGHT - 8} fontSize="11" fill="#334155">
            {date.format(new Date(first.day))}
          </text>
        ) : null}
        {last ? (
          <text x={WIDTH - PAD.right} y={HEIGHT - 8} textAnchor="end" fontSize="11" fill="#334155">
            {date.format(new Date(last.day))}
          </text>
        ) : null}
      </svg>
      <details className="mt-2 text-sm">
        <summary className="cursor-pointer text-indigo-800">{labels.table}</summary>
        <table className="mt-2 w-full text-left">
          <thead>
            <tr>
              <th scope="col">{labels.day}</th>
              <th scope="col">{labels.impressions}</th>
              <th scope="col">{labels.clicks}</th>
            </tr>
          </thead>
          <tbody>
            {days.map((d) => (
              <tr key={d.day}>
                <td>{date.format(new Date(d.day))}</td>
                <td>{number.format(d.impressions)}</td>
                <td>{number.format(d.clicks)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </details>
    </figure>
  );
}
