import { consentPolicyVersion, consentStorageKey } from "@/content/consent";

import {
  buildConsentRecord,
  type ConsentChoices,
  type ConsentRecord,
  parseConsentRecord,
} from "./record";

/** The part of the Web Storage API the store uses (a fake in tests, localStorage in browsers). */
export type ConsentStorage = Pick<Storage, "getItem" | "setItem">;

export interface ConsentStoreOptions {
  /** Called on each access: reading `window.localStorage` itself can throw when it is blocked. */
  storage: () => ConsentStorage;
  /** Where other tabs' `storage` events arrive (the window). */
  events?: Pick<EventTarget, "addEventListener" | "removeEventListener">;
  now?: () => Date;
  version?: number;
  key?: string;
}

export interface ConsentStore {
  /** The saved, valid record, or null. The same object while the stored text is unchanged. */
  get(): ConsentRecord | null;
  /** Saves a new record (every change is saved, spec section 4) and tells every subscriber. */
  save(choices: ConsentChoices): ConsentRecord;
  subscribe(listener: () => void): () => void;
}

/**
 * The consent record in browser storage, with change notification for this tab and others.
 * If storage is unavailable (blocked, full), the choice still holds in memory for this page, so
 * the banner closes; it simply is not remembered.
 */
export function createConsentStore({
  storage,
  events,
  now = () => new Date(),
  version = consentPolicyVersion,
  key = consentStorageKey,
}: ConsentStoreOptions): ConsentStore {
  const listeners = new Set<() => void>();
  let storageWorks = true;
  let memory: string | null = null;
  let cachedRaw: string | null | undefined;
  let cached: ConsentRecord | null = null;

  function readRaw(): string | null {
    if (storageWorks) {
      try {
        return storage().getItem(key);
      } catch {
        storageWorks = false;
      }
    }
    return memory;
  }

  function emit() {
    for (const listener of listeners) listener();
  }

  function onStorage(event: Event) {
    // key is null when another tab clears all storage.
    const changed = (event as StorageEvent).key;
    if (changed === null || changed === key) emit();
  }

  return {
    get() {
      const raw = readRaw();
      if (raw !== cachedRaw) {
        cachedRaw = raw;
        cached = parseConsentRecord(raw, version);
      }
      return cached;
    },
    save(choices) {
      const record = buildConsentRecord(choices, now(), version);
      memory = JSON.stringify(record);
      if (storageWorks) {
        try {
          storage().setItem(key, memory);
        } catch {
          storageWorks = false;
        }
      }
      emit();
      return record;
    },
    subscribe(listener) {
      listeners.add(listener);
      if (listeners.size === 1) events?.addEventListener("storage", onStorage);
      return () => {
        listeners.delete(listener);
        if (listeners.size === 0) events?.removeEventListener("storage", onStorage);
      };
    },
  };
}
