#!/usr/bin/env node
// `node scripts/find-java.mjs`: the Nu HTML checker (npm vnu-jar) in the browser tests runs on
// Java. If none is found and we are root on Debian, installs default-jre-headless; otherwise
// exits saying how to get one (the test itself never skips).
import { execFileSync } from "node:child_process";

import { tryInstallDebianPackage } from "./debian.mjs";

function javaRuns() {
  try {
    execFileSync("java", ["-version"], { stdio: "ignore" });
    return true;
  } catch {
    return false;
  }
}

if (!javaRuns() && !(tryInstallDebianPackage("default-jre-headless") && javaRuns())) {
  console.error(
    [
      "No Java runtime found for the Nu HTML checker in the browser tests.",
      "Install one and run the tests again: sudo apt-get install default-jre-headless",
    ].join("\n"),
  );
  process.exit(1);
}
console.log("Java: found");
