import { existsSync } from "node:fs";

const CANDIDATES = ["/usr/bin/chromium", "/usr/bin/chromium-browser", "/usr/lib/chromium/chromium"];

/** The Chromium the browser tests drive: $CHROMIUM_PATH, else Debian's package. */
export function chromiumPath(): string | undefined {
  const candidates = process.env.CHROMIUM_PATH ? [process.env.CHROMIUM_PATH] : CANDIDATES;
  return candidates.find((path) => existsSync(path));
}

export const CHROMIUM_MISSING = `Chromium is not installed, so the browser tests cannot run.
Install Debian's Chromium and the Hindi and Bengali fonts:

  sudo apt-get update && sudo apt-get install -y chromium fonts-lohit-deva fonts-lohit-beng-bengali

or point CHROMIUM_PATH at a Chromium binary. (Never \`npx playwright install\`: it downloads a browser.)`;
