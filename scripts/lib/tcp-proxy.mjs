// A TCP proxy in front of a database server that a test can cut and restore: `down()` cuts
// every connection and refuses new ones (a server stopping), `up()` listens again on the same
// port (the server back). Used by the outage tests, the Jest one and the build's.
import net from "node:net";

export async function cuttableProxy({ host, port }) {
  const links = new Set();
  const server = net.createServer((client) => {
    const upstream = net.connect(port, host);
    const link = (from, to) => {
      links.add(from);
      from.on("error", () => to.destroy());
      from.on("close", () => {
        links.delete(from);
        to.destroy();
      });
      from.pipe(to);
    };
    link(client, upstream);
    link(upstream, client);
  });
  const listen = (listenPort) =>
    new Promise((resolve) => server.listen(listenPort, "127.0.0.1", resolve));
  await listen(0);
  const proxyPort = server.address().port;
  return {
    port: proxyPort,
    down: () => {
      for (const socket of links) socket.destroy();
      return new Promise((resolve) => server.close(() => resolve()));
    },
    up: () => listen(proxyPort),
    /** Sockets still open on either side: 0 once the server closed every connection. */
    openLinks: () => links.size,
  };
}
