import { languageOf } from "~/utils/script-language";

/**
 * A person as the live room and the competition show them: the display name (first and last name,
 * else the username) and @username beside it, as the admin screens do. Identity is always the user
 * id; the names are only for reading.
 */
export function PersonName({ displayName, username }: { displayName: string; username: string }) {
  return (
    <span className="inline-flex flex-wrap items-baseline gap-x-1">
      <span className="font-semibold text-slate-900" lang={languageOf(displayName)}>
        {displayName}
      </span>
      {displayName !== username ? (
        <span className="font-normal text-slate-700" lang="en">
          @{username}
        </span>
      ) : null}
    </span>
  );
}
