// nginx (Debian's package) as the load balancer in front of the shop's instances: round robin,
// a failed or refusing instance skipped for a few seconds, and a request that could not reach
// one instance tried on the next — unless it is a POST (not idempotent: an order is never
// placed twice). Its configuration and logs live in a scratch directory.
import { spawn } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";

function configuration({ port, upstreams, dir }) {
  const servers = upstreams
    .map((url) => `    server ${new URL(url).host} max_fails=1 fail_timeout=5s;`)
    .join("\n");
  return `worker_processes 1;
daemon off;
pid ${dir}/nginx.pid;
error_log ${dir}/error.log warn;
events { worker_connections 4096; }
http {
  access_log off;
  client_body_temp_path ${dir}/body;
  proxy_temp_path ${dir}/proxy;
  fastcgi_temp_path ${dir}/fastcgi;
  uwsgi_temp_path ${dir}/uwsgi;
  scgi_temp_path ${dir}/scgi;
  upstream redline {
${servers}
    keepalive 64;
    # Below Node.js's keep-alive timeout (5 s): nginx never reuses a connection an instance is
    # closing (a POST sent on it would end in a 502, and POSTs are not tried again).
    keepalive_timeout 4s;
  }
  server {
    listen 127.0.0.1:${port};
    client_max_body_size 12m;
    location / {
      proxy_pass http://redline;
      proxy_http_version 1.1;
      proxy_set_header Connection "";
      proxy_set_header Host $http_host;
      proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;
      proxy_set_header X-Forwarded-Proto $scheme;
      proxy_connect_timeout 2s;
      # Not http_503: an instance answers 503 when the database is away, which every instance
      # shares; counted as failures, it would mark them all down and nginx would answer 502.
      proxy_next_upstream error timeout http_502;
      proxy_next_upstream_tries 2;
    }
  }
}
`;
}

/** Starts nginx on 127.0.0.1:port in front of the upstream URLs; resolves once it listens. */
export async function startLoadBalancer({ port, upstreams }) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "redline-nginx-"));
  // Run as root, nginx's workers are `nobody`: they must reach their temporary directories.
  fs.chmodSync(dir, 0o755);
  const file = path.join(dir, "nginx.conf");
  fs.writeFileSync(file, configuration({ port, upstreams, dir }));
  const child = spawn("nginx", ["-c", file, "-p", dir], { stdio: ["ignore", "ignore", "pipe"] });
  let errors = "";
  child.stderr.on("data", (chunk) => (errors += chunk));
  const exited = new Promise((resolve) => child.once("exit", resolve));
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 10_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`nginx exited: ${errors}`);
    try {
      await fetch(`${url}/api/health`);
      break;
    } catch {
      if (Date.now() > deadline) throw new Error(`nginx did not listen on ${port}: ${errors}`);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
  return {
    url,
    stop: async () => {
      if (child.exitCode === null) child.kill("SIGQUIT");
      await exited;
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}
