/**
 * The admin area's sections, in the order of its navigation. A feature with admin screens adds its
 * child route (`app/routes/admin.<name>.tsx`, with `requireRole(…, "admin")` in its own loader and
 * action) and its entry here; the label is a key of the "admin" strings.
 */
interface AdminSection {
  to: string;
  label: string;
  /** One line on the overview page saying what the section is for. */
  description: string;
}

export const ADMIN_SECTIONS: readonly AdminSection[] = [
  { to: "/admin", label: "admin.sections.overview", description: "admin.overview.intro" },
  { to: "/admin/users", label: "admin.sections.users", description: "admin.about.users" },
  { to: "/admin/directory", label: "admin.sections.directory", description: "admin.about.directory" },
  { to: "/admin/news", label: "admin.sections.news", description: "admin.about.news" },
  { to: "/admin/audit", label: "admin.sections.audit", description: "admin.about.audit" },
  {
    to: "/admin/policy-outcomes",
    label: "admin.sections.policyOutcomes",
    description: "admin.overview.policyOutcomes",
  },
  { to: "/admin/experts", label: "admin.sections.experts", description: "admin.overview.experts" },
  { to: "/admin/moderation", label: "admin.sections.moderation", description: "admin.moderation.description" },
  { to: "/admin/campaigns", label: "admin.sections.campaigns", description: "admin.overview.campaigns" },
  { to: "/admin/payments", label: "admin.sections.payments", description: "admin.about.payments" },
];
