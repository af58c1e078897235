/**
 * The result as anyone may see it: the groups without their members. Only the viewer's own group
 * is said (`yourGroup`), and only to them: no one else's membership ever leaves the server
 * (issue 30, "no one else's membership is ever exposed").
 */
import type { CommonGroundNeedsMore, CommonGroundReady, CommonGroundResult, Group } from "./types";

type PublicGroup = Omit<Group, "members">;
type PublicCommonGround =
  | (Omit<CommonGroundReady, "groups"> & { groups: PublicGroup[]; yourGroup: number | null })
  | (CommonGroundNeedsMore & { yourGroup: null });

/** `viewerId`: the signed-in citizen asking (null for a visitor): their group's id, or null if in none. */
export function publicView(result: CommonGroundResult, viewerId: string | null): PublicCommonGround {
  if (result.status === "needs_more") return { ...result, yourGroup: null };
  const yours = viewerId === null ? undefined : result.groups.find((g) => g.members.includes(viewerId));
  return {
    ...result,
    groups: result.groups.map(({ members: _members, ...group }) => group),
    yourGroup: yours?.id ?? null,
  };
}
