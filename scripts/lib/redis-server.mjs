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

export async function startRedis(port) {
  const chosen = port ?? (await freePort());
  const child = spawn(
    "redis-server",
    ["--port", String(chosen), "--bind", "127.0.0.1", "--save", "", "--appendonly", "no"],
    { stdio: "ignore" },
  );
  for (let tries = 0; tries < 50 && !(await answers(chosen)); tries += 1)
    await new Promise((resolve) => setTimeout(resolve, 100));
  const exited = new Promise((resolve) => child.once("exit", resolve));
  return {
    url: `redis://127.0.0.1:${chosen}`,
    port: chosen,
    /** Freezes (SIGSTOP) or thaws (SIGCONT) the server: connections stay open, nothing answers. */
    signal: (name) => child.kill(name),
    stop: async () => {
      if (child.exitCode === null) child.kill("SIGKILL");
      await exited;
    },
  };
}
