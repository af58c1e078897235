/** A TCP port free on 127.0.0.1 at this moment (the OS picks it), for a server a test setup starts. */
import { createServer } from "node:net";

export function freePort(): Promise<number> {
  return new Promise((ok, fail) => {
    const server = createServer();
    server.on("error", fail);
    server.listen(0, "127.0.0.1", () => {
      const address = server.address();
      const port = typeof address === "object" && address ? address.port : 0;
      server.close(() => ok(port));
    });
  });
}
