import { type ChildProcess, execFileSync, spawn } from "node:child_process";
import { chmodSync, existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";

const recipe = path.resolve(__dirname, "../../../deploy/nginx/grafter-proxy.conf");

/** Debian's nginx, or NGINX_PATH; null when neither is installed. */
export function findNginx(): string | null {
  for (const candidate of [process.env.NGINX_PATH, "/usr/sbin/nginx"]) {
    if (candidate && existsSync(candidate)) return candidate;
  }
  try {
    return execFileSync("sh", ["-c", "command -v nginx"], { encoding: "utf8" }).trim() || null;
  } catch {
    return null;
  }
}

export interface Nginx {
  url: string;
  stop(): Promise<void>;
}

/**
 * nginx on 127.0.0.1:`port` in front of `upstreams`, with the deployment's own proxy settings
 * (deploy/nginx/grafter-proxy.conf, included as it is) and no TLS. Everything it writes stays in
 * a temporary prefix, so it runs as any user; as root its workers drop to nginx's default user.
 * Responses say which instance served them (X-Upstream), for the test's eyes only.
 */
export async function startNginx(
  binary: string,
  port: number,
  upstreams: number[],
): Promise<Nginx> {
  const prefix = mkdtempSync(path.join(tmpdir(), "grafter-nginx-"));
  chmodSync(prefix, 0o755);
  const config = `
worker_processes 1;
pid ${prefix}/nginx.pid;
error_log ${prefix}/error.log warn;
events { worker_connections 2048; }
http {
  access_log off;
  client_body_temp_path ${prefix}/client_body;
  proxy_temp_path ${prefix}/proxy;
  fastcgi_temp_path ${prefix}/fastcgi;
  uwsgi_temp_path ${prefix}/uwsgi;
  scgi_temp_path ${prefix}/scgi;
  upstream grafter {
${upstreams.map((upstream) => `    server 127.0.0.1:${upstream};`).join("\n")}
    keepalive 32;
  }
  server {
    listen 127.0.0.1:${port};
    add_header X-Upstream $upstream_addr always;
    location / {
      include ${recipe};
    }
  }
}
`;
  const file = path.join(prefix, "nginx.conf");
  writeFileSync(file, config);
  const args = ["-p", prefix, "-e", path.join(prefix, "error.log"), "-c", file];
  execFileSync(binary, [...args, "-t", "-q"], { stdio: "pipe" });
  const child: ChildProcess = spawn(binary, [...args, "-g", "daemon off;"], { stdio: "ignore" });
  const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));
  const url = `http://127.0.0.1:${port}`;
  for (let attempt = 0; ; attempt += 1) {
    try {
      await fetch(`${url}/robots.txt`);
      break;
    } catch {
      if (child.exitCode !== null || attempt > 100) {
        const log = readFileSync(path.join(prefix, "error.log"), "utf8");
        throw new Error(`nginx did not start:\n${log}`);
      }
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
  return {
    url,
    async stop() {
      if (child.exitCode === null) child.kill("SIGQUIT");
      await exited;
      rmSync(prefix, { recursive: true, force: true });
    },
  };
}
