/** The two modes of the sign-in / join dialog (SPEC.md Overlay 6). */
export type AuthMode = "signin" | "signup";
