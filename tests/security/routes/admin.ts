/** The route table's rows for the admin area (app/routes/admin.*): admins only, every child guarded itself. */
import { adminOnly, toSignIn, type Area } from "../table";

export const admin: Area = {
  name: "admin",
  rows: [
    {
      file: "admin.tsx",
      doors: [{ method: "GET", path: () => "/admin", expect: adminOnly(200, 302), redirects: toSignIn }],
    },
    {
      file: "admin._index.tsx",
      // Its own loader alone (a data request for this route only): it must guard itself.
      doors: [{ method: "GET", path: () => "/admin.data?_routes=routes/admin._index", expect: adminOnly(200, 202) }],
    },
  ],
};
