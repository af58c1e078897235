/**
 * The debates domain's plain rules that the browser also runs (docs/architecture.md: a component
 * imports these without bringing the domain's queries along).
 */
import type { Region } from "~/db/schema";

/** How many of a debate's sources are global outlets and how many Indian (Bharat Pulse's feeds). */
export function coverageMix(sources: { region: Region | null }[]): Record<Region, number> {
  const mix: Record<Region, number> = { global: 0, bharat: 0 };
  for (const source of sources) if (source.region) mix[source.region]++;
  return mix;
}
