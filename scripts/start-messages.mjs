// What `npm start` (scripts/start.mjs) tells the person who ran it.

/** Before a build: a newcomer's first start shows minutes of build output before it serves. */
export function buildingLine(reason, origin) {
  return (
    `${reason}: running \`next build\` for ${origin} first. It takes a few minutes (about ` +
    `three on a small machine); the site is served once it is done.`
  );
}

/** Once listening; on every interface, how to keep the site (and its console) to this machine. */
export function servingLine(hostname, port, origin) {
  const everywhere = ["0.0.0.0", "::", ""].includes(hostname);
  return (
    `Serving on http://${hostname.includes(":") ? `[${hostname}]` : hostname}:${port}; links use ${origin}` +
    (everywhere
      ? ". It listens on every network interface: set HOSTNAME=127.0.0.1 to serve this machine only."
      : "")
  );
}
