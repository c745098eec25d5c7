// A private redis-server (Debian's package) on a free port for a script, so stopping or freezing
// it harms nobody else's Redis; no persistence.
import { spawn } from "node:child_process";
import net from "node:net";
import { freePort } from "./server.mjs";

const answers = (port) =>
  new Promise((resolve) => {
    const socket = net.connect(port, "127.0.0.1", () => {
      socket.end();
      resolve(true);
    });
    socket.on("error", () => resolve(false));
  });

function launch(port) {
  const child = spawn(
    "redis-server",
    ["--port", String(port), "--bind", "127.0.0.1", "--save", "", "--appendonly", "no"],
    { stdio: "ignore" },
  );
  return { child, exited: new Promise((resolve) => child.once("exit", resolve)) };
}

export async function startRedis() {
  const port = await freePort();
  let running;
  const start = async () => {
    running = launch(port);
    for (let tries = 0; tries < 50 && !(await answers(port)); tries += 1)
      await new Promise((resolve) => setTimeout(resolve, 100));
  };
  await start();
  return {
    url: `redis://127.0.0.1:${port}`,
    /** Freezes (SIGSTOP) or thaws (SIGCONT) the server: connections stay open, nothing answers. */
    signal: (name) => running.child.kill(name),
    stop: async () => {
      if (running.child.exitCode === null) running.child.kill("SIGKILL");
      await running.exited;
    },
    /** Starts it again on the same port, empty. */
    restart: start,
  };
}
