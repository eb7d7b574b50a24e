// Installs one of Debian's packages when the browser tests need a program the machine lacks, as
// `npm test` promises on a fresh machine: only as root with apt-get, otherwise the caller says how.
import { execFileSync } from "node:child_process";
import { existsSync } from "node:fs";

export function tryInstallDebianPackage(name) {
  const isRoot = typeof process.getuid === "function" && process.getuid() === 0;
  if (!isRoot || !existsSync("/usr/bin/apt-get")) return false;
  console.log(`Installing Debian's ${name} package (apt-get) ...`);
  try {
    execFileSync("apt-get", ["update", "-qq"], { stdio: "inherit" });
    execFileSync("apt-get", ["install", "-y", "-qq", name], {
      stdio: "inherit",
      env: { ...process.env, DEBIAN_FRONTEND: "noninteractive" },
    });
    return true;
  } catch {
    return false;
  }
}
