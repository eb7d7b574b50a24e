import "server-only";

import { EventEmitter } from "node:events";

import { processGlobal } from "./process-global";

const signal = processGlobal<EventEmitter>("outbox-signal");

/** In-process nudge: "the outbox has new rows", so the dispatcher need not wait for its poll. */
export function outboxSignal(): EventEmitter {
  return signal.get(() => new EventEmitter());
}

export function wakeDispatcher() {
  outboxSignal().emit("wake");
}
