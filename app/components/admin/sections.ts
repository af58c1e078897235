/**
 * The admin area's sections, in the order of its navigation. A feature with admin screens adds its
 * child route (`app/routes/admin.<name>.tsx`, with `requireRole(…, "admin")` in its own loader and
 * action) and its entry here; the label is a key of the "admin" strings.
 */
export interface AdminSection {
  to: string;
  label: string;
  /** One line on the overview page saying what the section is for. */
  description: string;
}

export const ADMIN_SECTIONS: readonly AdminSection[] = [
  { to: "/admin", label: "admin.sections.overview", description: "admin.overview.intro" },
  { to: "/admin/campaigns", label: "admin.sections.campaigns", description: "admin.overview.campaigns" },
];
