// More than one acceptor for one listening socket. libuv (Node 20) accepts a single connection
// each time the event loop polls the listening socket (libuv pull request 3696). A saturated
// server takes hundreds of milliseconds per turn of its loop, so 200 visitors connecting at once
// waited for seconds, some past any client's timeout. Here the socket is listened on through
// several descriptors: each is polled on its own, so each turn accepts that many connections.
// Node 20 cannot duplicate a descriptor itself, so a short-lived child process receives the
// socket and sends it back that many times (each passing over IPC arrives as a new descriptor).
// See docs/decisions/012-accepting-connections.md.
import { fork } from "node:child_process";
import { fileURLToPath } from "node:url";

const HAND_BACK = "--hand-back";

/**
 * Listens `count` more servers from `createServer()` on the socket `server` already listens on.
 * Resolves to them (to close with the first); on any failure resolves to those it managed.
 */
export function addAcceptors(server, createServer, count) {
  if (count < 1 || !server._handle) return Promise.resolve([]);
  return new Promise((resolve) => {
    const added = [];
    const helper = fork(fileURLToPath(import.meta.url), [HAND_BACK], {
      stdio: ["ignore", "ignore", "inherit", "ipc"],
      execArgv: [],
    });
    // Called by "done", "error" or "exit", whichever comes first; the later calls do nothing.
    const finish = () => {
      helper.removeAllListeners("message");
      if (helper.connected) helper.disconnect();
      resolve(added);
    };
    helper.on("message", (message, handle) => {
      if (message === "copy" && handle) added.push(createServer().listen(handle));
      if (message === "done") finish();
    });
    // `on`: an error after the first must not go unhandled.
    helper.on("error", finish);
    helper.once("exit", finish);
    // The raw handle, not the Server: a Server arriving over IPC would start accepting there.
    helper.send({ copies: count }, server._handle);
  });
}

// The helper: send the socket back `copies` times, let go of its own descriptor and leave.
if (process.argv[2] === HAND_BACK) {
  // `on`, not `once`: with no listener left the channel stops holding the process open, and it
  // would exit with the copies still queued.
  process.on("message", (message, handle) => {
    for (let index = 0; index < message.copies; index += 1) process.send("copy", handle);
    process.send("done", undefined, () => {
      handle.close();
      process.disconnect();
    });
  });
}
