import { spawn, type ChildProcess } from "node:child_process";
import net from "node:net";

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function freePort(): Promise<number> {
  const probe = net.createServer();
  await new Promise<void>((resolve) => probe.listen(0, "127.0.0.1", resolve));
  const { port } = probe.address() as net.AddressInfo;
  await new Promise((resolve) => probe.close(resolve));
  return port;
}

const answers = (port: number) =>
  new Promise<boolean>((resolve) => {
    const socket = net.connect(port, "127.0.0.1", () => {
      socket.end();
      resolve(true);
    });
    socket.on("error", () => resolve(false));
  });

/**
 * A private redis-server (no persistence) for one test file, so stopping or freezing it harms
 * no one; `restart` brings it back on the same port, empty.
 */
export async function privateRedis() {
  const port = await freePort();
  let child: ChildProcess | undefined;
  const start = async () => {
    child = spawn(
      "redis-server",
      ["--port", String(port), "--bind", "127.0.0.1", "--save", "", "--appendonly", "no"],
      { stdio: "ignore" },
    );
    for (let tries = 0; tries < 50; tries += 1) {
      if (await answers(port)) return;
      await sleep(100);
    }
    throw new Error("redis-server did not start");
  };
  const stop = async () => {
    const stopping = child;
    child = undefined;
    if (!stopping || stopping.exitCode !== null) return;
    const exited = new Promise((resolve) => stopping.once("exit", resolve));
    stopping.kill("SIGKILL");
    await exited;
  };
  await start();
  return {
    url: `redis://127.0.0.1:${port}`,
    stop,
    restart: start,
    /** SIGSTOP freezes it (connections stay open, nothing answers); SIGCONT thaws it. */
    signal: (name: "SIGSTOP" | "SIGCONT") => child?.kill(name),
  };
}
