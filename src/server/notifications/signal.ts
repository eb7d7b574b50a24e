import "server-only";

import { EventEmitter } from "node:events";

const globalKey = Symbol.for("grafter.outbox-signal");
type GlobalWithSignal = typeof globalThis & { [globalKey]?: EventEmitter };

/** In-process nudge: "the outbox has new rows", so the dispatcher need not wait for its poll. */
export function outboxSignal(): EventEmitter {
  const store = globalThis as GlobalWithSignal;
  store[globalKey] ??= new EventEmitter();
  return store[globalKey];
}

export function wakeDispatcher() {
  outboxSignal().emit("wake");
}
