/**
 * The parts of /developers' API reference (app/routes/developers.tsx): an operation with its
 * parameters, body and answers, and the tables of a shape's fields. Plain HTML, no client code.
 */
import { useTranslation } from "~/i18n/react";

import type { ReferenceField, ReferenceOperation } from "~/utils/api-reference";
const METHOD_STYLES: Record<string, string> = {
  GET: "bg-sky-100 text-sky-900",
  POST: "bg-emerald-100 text-emerald-900",
  PATCH: "bg-amber-100 text-amber-900",
};

export const cell = "border-b border-slate-200 px-3 py-2 align-top text-left";
export const headCell = `${cell} font-semibold text-slate-900`;

export function TypeText({ field }: { field: Pick<ReferenceField, "type" | "ref"> }) {
  return field.ref ? (
    <a href={`#schema-${field.ref}`} className="font-mono text-indigo-800 underline">
      {field.type}
    </a>
  ) : (
    <code className="font-mono">{field.type}</code>
  );
}

export function FieldTable({
  fields,
  caption,
  withIn,
}: {
  fields: ReferenceField[];
  caption: string;
  withIn?: boolean;
}) {
  const { t } = useTranslation();
  const rows = fields as (ReferenceField & { in?: string })[];
  return (
    <div className="mt-2 overflow-x-auto">
      <table className="w-full min-w-[32rem] border-collapse text-sm">
        <caption className="sr-only">{caption}</caption>
        <thead>
          <tr>
            <th scope="col" className={headCell}>
              {t("developers.columns.name")}
            </th>
            {withIn ? (
              <th scope="col" className={headCell}>
                {t("developers.columns.in")}
              </th>
            ) : null}
            <th scope="col" className={headCell}>
              {t("developers.columns.type")}
            </th>
            <th scope="col" className={headCell}>
              {t("developers.columns.required")}
            </th>
            <th scope="col" className={headCell}>
              {t("developers.columns.description")}
            </th>
          </tr>
        </thead>
        <tbody>
          {rows.map((field) => (
            <tr key={`${field.in ?? ""}${field.name}`}>
              <td className={cell}>
                <code className="font-mono">{field.name}</code>
              </td>
              {withIn ? <td className={cell}>{t(`developers.in.${field.in ?? "query"}`)}</td> : null}
              <td className={cell}>
                <TypeText field={field} />
              </td>
              <td className={cell}>{field.required ? t("developers.yes") : t("developers.no")}</td>
              <td className={cell} lang="en">
                {field.description ?? ""}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

export function Operation({ op }: { op: ReferenceOperation }) {
  const { t } = useTranslation();
  const title = `${op.method} ${op.path}`;
  return (
    <section
      id={`op-${op.id}`}
      aria-labelledby={`op-${op.id}-title`}
      className="rounded-xl border border-slate-200 bg-white p-5"
    >
      <h3 id={`op-${op.id}-title`} className="flex flex-wrap items-center gap-2 text-base font-semibold text-slate-900">
        <span className={`rounded px-2 py-0.5 font-mono text-sm ${METHOD_STYLES[op.method] ?? "bg-slate-100"}`}>
          {op.method}
        </span>
        <code className="break-all font-mono">{op.path}</code>
      </h3>
      <p className="mt-2 text-slate-800" lang="en">
        {op.summary}
      </p>
      {op.description ? (
        <p className="mt-1 text-sm text-slate-700" lang="en">
          {op.description}
        </p>
      ) : null}
      <p className="mt-2 text-sm text-slate-700">
        <span className="font-semibold">{t("developers.accessLabel")}</span> {t(`developers.access.${op.access}`)}
      </p>
      {op.parameters.length ? (
        <>
          <h4 className="mt-4 text-sm font-semibold text-slate-900">{t("developers.parameters")}</h4>
          <FieldTable fields={op.parameters} caption={`${t("developers.parameters")}: ${title}`} withIn />
        </>
      ) : null}
      {op.body ? (
        <>
          <h4 className="mt-4 text-sm font-semibold text-slate-900">{t("developers.requestBody")}</h4>
          <FieldTable fields={op.body.fields} caption={`${t("developers.requestBody")}: ${title}`} />
        </>
      ) : null}
      <h4 className="mt-4 text-sm font-semibold text-slate-900">{t("developers.responses")}</h4>
      <ul className="mt-2 space-y-1 text-sm">
        {op.responses.map((response) => (
          <li key={response.status}>
            <code className="font-mono font-semibold">
              {response.status === "default" ? t("developers.otherStatus") : response.status}
            </code>{" "}
            <span lang="en">{response.description}</span>
            {response.schema ? (
              <>
                {" "}
                <a href={`#schema-${response.schema}`} className="font-mono text-indigo-800 underline">
                  {response.schema}
                </a>
              </>
            ) : null}
            {response.headers.length ? (
              <span className="text-slate-700">
                {" "}
                ({t("developers.headers")}: <code className="font-mono">{response.headers.join(", ")}</code>)
              </span>
            ) : null}
          </li>
        ))}
      </ul>
    </section>
  );
}
