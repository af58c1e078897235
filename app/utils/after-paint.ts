/**
 * The after-paint script's text (app/utils/after-paint.server.ts) reaches app/root.tsx through this
 * context, set by app/entry.server.tsx: the browser's bundle never carries it (React hydrates the
 * element without touching its text).
 */
import { createContext } from "react";

export const AfterPaintContext = createContext("");
