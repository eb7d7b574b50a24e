import { type ChildProcess, execFileSync, spawn } from "node:child_process";
import { createHash, X509Certificate } from "node:crypto";
import {
  chmodSync,
  existsSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from "node:fs";
import { Agent, request as httpsRequest } from "node:https";
import { createServer, type IncomingHttpHeaders, type RequestListener } from "node:http";
import { tmpdir } from "node:os";
import path from "node:path";

/** This checkout's recipe; a bench may run another checkout's (scripts/bench/behind-nginx.mts). */
const ownRecipe = path.resolve(__dirname, "../../../deploy/nginx");
/** The site, as it goes to /etc/nginx/sites-available/grafter. */
const siteRecipe = (deploy: string) => path.join(deploy, "grafter.conf");
/** The proxy settings, as they go to /etc/nginx/snippets/grafter-proxy.conf. */
const proxyRecipe = (deploy: string) => path.join(deploy, "grafter-proxy.conf");

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

export interface Certificate {
  certFile: string;
  keyFile: string;
  /** The certificate in PEM, for clients that trust it. */
  pem: string;
  /** Base64 SHA-256 of its public key, for Chromium's --ignore-certificate-errors-spki-list. */
  spki: string;
}

/** A self-signed certificate for `host`, made with openssl as an operator would test one. */
export function makeCertificate(dir: string, host: string): Certificate {
  const certFile = path.join(dir, "cert.pem");
  const keyFile = path.join(dir, "key.pem");
  // prettier-ignore
  execFileSync("openssl", [
    "req", "-x509", "-newkey", "ec", "-pkeyopt", "ec_paramgen_curve:prime256v1", "-nodes",
    "-keyout", keyFile, "-out", certFile, "-days", "2", "-subj", `/CN=${host}`,
    "-addext", `subjectAltName=DNS:${host}`,
  ], { stdio: "pipe" });
  const pem = readFileSync(certFile, "utf8");
  const publicKey = new X509Certificate(pem).publicKey.export({ type: "spki", format: "der" });
  return { certFile, keyFile, pem, spki: createHash("sha256").update(publicKey).digest("base64") };
}

/** Where and in front of what the recipe runs here. */
export interface NginxSite {
  /** The site's name (server_name), with TLS for it on 127.0.0.1:`port`. */
  host: string;
  port: number;
  /** Plain http, which the recipe redirects. */
  httpPort: number;
  /** The instances' ports on 127.0.0.1. */
  upstreams: number[];
  /** The `.next` whose hashed files nginx reads; only for a recipe that names the build. */
  buildDir?: string;
  /** The deploy/nginx directory to run: this checkout's unless a bench names another. */
  recipe?: string;
}

/**
 * deploy/nginx/grafter.conf made to run here, each change named and checked, so the recipe
 * cannot drift from what this rewrites: listens on 127.0.0.1 at test ports (IPv4 only), the test
 * certificate and host name, the upstream instances' ports, the build nginx serves the hashed
 * files from, the access log and the snippet in the prefix. Everything else (the default server
 * that refuses other names, TLS settings, per-client limits and timeouts, the log format, the
 * proxy settings) runs as written.
 */
function siteForTest(
  prefix: string,
  site: NginxSite & { recipe: string; cert: Certificate },
): string {
  let text = readFileSync(siteRecipe(site.recipe), "utf8");
  const replace = (what: string, pattern: RegExp, by: string, times: number) => {
    const found = text.match(pattern)?.length ?? 0;
    if (found !== times)
      throw new Error(`grafter.conf: ${what} found ${found} times, not ${times}`);
    text = text.replace(pattern, by);
  };
  replace("the IPv6 listens", /^\s*listen \[::\]:\d+[^;]*;\n/gm, "", 4);
  replace("listen 80", /listen 80\b/g, `listen 127.0.0.1:${site.httpPort}`, 2);
  replace("listen 443", /listen 443\b/g, `listen 127.0.0.1:${site.port}`, 2);
  replace(
    "the certificate",
    /\/etc\/letsencrypt\/live\/[^;]*\/fullchain\.pem/g,
    site.cert.certFile,
    1,
  );
  replace("its key", /\/etc\/letsencrypt\/live\/[^;]*\/privkey\.pem/g, site.cert.keyFile, 1);
  replace("the host name", /www\.grafter\.co\.uk/g, site.host, 3);
  replace("the access log", /\/var\/log\/nginx\/grafter\.access\.log/g, `${prefix}/access.log`, 1);
  // A recipe from before nginx served the hashed files has no build to name.
  replace("the build", /\/srv\/grafter\/\.next\//g, `${site.buildDir}/`, site.buildDir ? 1 : 0);
  replace(
    "the snippet",
    /\/etc\/nginx\/snippets\/grafter-proxy\.conf/g,
    proxyRecipe(site.recipe),
    1,
  );
  const servers = site.upstreams.map((port) => `    server 127.0.0.1:${port};\n`).join("");
  replace("the instances", /(?:^ {4}server 127\.0\.0\.1:\d+;\n)+/gm, servers, 1);
  return text;
}

export interface Answer {
  status: number;
  headers: IncomingHttpHeaders;
  body: string;
}

export interface Nginx {
  /** The site's origin, https://host:port (the host is the test's; map it to 127.0.0.1). */
  url: string;
  certificate: Certificate;
  /** Everything nginx's access log holds so far. */
  accessLog(): string;
  /**
   * One request over TLS to the site, trusting its certificate, over keep-alive connections from
   * 127.0.0.`from` (the recipe holds each address to its share of connections).
   */
  request(
    target: string,
    options?: { method?: string; headers?: Record<string, string>; body?: string; from?: number },
  ): Promise<Answer>;
  stop(): Promise<void>;
}

/**
 * nginx with deploy/nginx/grafter.conf (made to run here by `siteForTest`) in front of
 * `upstreams`, TLS on 127.0.0.1:`port` for `host`, `/_next/static` read from `buildDir`.
 * Everything it writes stays in a temporary prefix, so it runs as any user; as root its workers
 * drop to nginx's default user. Responses say which instance served them (X-Upstream), for the
 * test's eyes only.
 */
export async function startNginx(binary: string, site: NginxSite): Promise<Nginx> {
  const prefix = mkdtempSync(path.join(tmpdir(), "grafter-nginx-"));
  chmodSync(prefix, 0o755);
  const cert = makeCertificate(prefix, site.host);
  writeFileSync(
    path.join(prefix, "grafter.conf"),
    siteForTest(prefix, { ...site, recipe: site.recipe ?? ownRecipe, cert }),
  );
  // What Debian's /etc/nginx/nginx.conf gives the site: its modules, brotli's among them (their
  // paths are relative to nginx's prefix, so this one links Debian's modules), and its types,
  // which name what nginx reads from disk; worker_connections raised as deploy/README.md says.
  symlinkSync("/usr/lib/nginx/modules", path.join(prefix, "modules"));
  const config = `
include /etc/nginx/modules-enabled/*.conf;
worker_processes 1;
pid ${prefix}/nginx.pid;
error_log ${prefix}/error.log warn;
events { worker_connections 8192; }
http {
  include /etc/nginx/mime.types;
  default_type application/octet-stream;
  sendfile on;
  client_body_temp_path ${prefix}/client_body;
  proxy_temp_path ${prefix}/proxy;
  fastcgi_temp_path ${prefix}/fastcgi;
  uwsgi_temp_path ${prefix}/uwsgi;
  scgi_temp_path ${prefix}/scgi;
  add_header X-Upstream $upstream_addr always;
  include ${prefix}/grafter.conf;
}
`;
  const file = path.join(prefix, "nginx.conf");
  writeFileSync(file, config);
  const args = ["-p", prefix, "-e", path.join(prefix, "error.log"), "-c", file];
  execFileSync(binary, [...args, "-t", "-q"], { stdio: "pipe" });
  const child: ChildProcess = spawn(binary, [...args, "-g", "daemon off;"], { stdio: "ignore" });
  const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));

  const agents = new Map<number, Agent>();
  const agentFrom = (from: number) => {
    let agent = agents.get(from);
    if (!agent) {
      agent = new Agent({ keepAlive: true, ca: cert.pem, servername: site.host });
      agents.set(from, agent);
    }
    return agent;
  };
  const request: Nginx["request"] = (target, options = {}) =>
    new Promise((resolve, reject) => {
      const from = options.from ?? 1;
      const outgoing = httpsRequest(
        {
          host: "127.0.0.1",
          port: site.port,
          servername: site.host,
          localAddress: `127.0.0.${from}`,
          agent: agentFrom(from),
          method: options.method ?? "GET",
          path: target,
          headers: { host: `${site.host}:${site.port}`, ...options.headers },
          timeout: 120_000,
        },
        (response) => {
          const chunks: Buffer[] = [];
          response.on("data", (chunk: Buffer) => chunks.push(chunk));
          response.once("end", () =>
            resolve({
              status: response.statusCode ?? 0,
              headers: response.headers,
              body: Buffer.concat(chunks).toString("utf8"),
            }),
          );
          response.once("error", reject);
        },
      );
      outgoing.once("timeout", () => outgoing.destroy(new Error("timeout")));
      outgoing.once("error", reject);
      outgoing.end(options.body);
    });

  for (let attempt = 0; ; attempt += 1) {
    try {
      await request("/robots.txt");
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
    url: `https://${site.host}:${site.port}`,
    certificate: cert,
    accessLog: () => readFileSync(path.join(prefix, "access.log"), "utf8"),
    request,
    async stop() {
      for (const agent of agents.values()) agent.destroy();
      if (child.exitCode === null) child.kill("SIGQUIT");
      await exited;
      rmSync(prefix, { recursive: true, force: true });
    },
  };
}

/**
 * nginx with the recipe in front of one stand-in instance on 127.0.0.1:`standInPort` that answers
 * with `handler`, for what the recipe alone decides; its `stop` stops the stand-in too. Throws
 * when nginx is not installed.
 */
export async function startNginxBeforeStandIn(
  handler: RequestListener,
  site: { host: string; port: number; httpPort: number; standInPort: number },
): Promise<Nginx> {
  const binary = findNginx();
  if (!binary) throw new Error("nginx is not installed (apt-get install nginx)");
  const standIn = createServer(handler);
  await new Promise<void>((resolve) => standIn.listen(site.standInPort, "127.0.0.1", resolve));
  try {
    const nginx = await startNginx(binary, {
      host: site.host,
      port: site.port,
      httpPort: site.httpPort,
      upstreams: [site.standInPort],
      // No build: the stand-in has no hashed files for nginx to read.
      buildDir: path.join(tmpdir(), "grafter-no-build", ".next"),
    });
    return {
      ...nginx,
      async stop() {
        await nginx.stop();
        standIn.close();
      },
    };
  } catch (error) {
    standIn.close();
    throw error;
  }
}
