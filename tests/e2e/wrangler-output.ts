/**
 * What `wrangler dev` said, for a report of why it stopped: the end of its output without the line it
 * prints for every request ("[wrangler:info] GET / 200 OK (12ms)"), which would fill the report.
 */
export function outputTail(output: string, chars = 6000): string {
  return output
    .split("\n")
    .filter((line) => !/^\[wrangler:info\] [A-Z]+ \//.test(line))
    .join("\n")
    .slice(-chars);
}
