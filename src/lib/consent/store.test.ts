import { describe, expect, it, vi } from "vitest";

import { consentPolicyVersion, consentStorageKey } from "@/content/consent";

import { allAccepted, allRejected, buildConsentRecord } from "./record";
import { type ConsentStorage, createConsentStore } from "./store";

class FakeStorage implements ConsentStorage {
  items = new Map<string, string>();
  getItem(key: string) {
    return this.items.get(key) ?? null;
  }
  setItem(key: string, value: string) {
    this.items.set(key, String(value));
  }
}

function storageEvent(key: string | null) {
  return Object.assign(new Event("storage"), { key });
}

const at = new Date("2026-03-01T10:00:00.000Z");

function setup() {
  const storage = new FakeStorage();
  const events = new EventTarget();
  const store = createConsentStore({ storage: () => storage, events, now: () => at });
  return { storage, events, store };
}

describe("consent store", () => {
  it("has no consent until a choice is saved", () => {
    expect(setup().store.get()).toBeNull();
  });

  it("saves Accept All as JSON under cookie-consent", () => {
    const { storage, store } = setup();
    store.save(allAccepted);
    expect(JSON.parse(storage.getItem(consentStorageKey)!)).toEqual({
      essential: true,
      performance: true,
      functionality: true,
      marketing: true,
      version: consentPolicyVersion,
      updatedAt: at.toISOString(),
    });
    expect(store.get()).toMatchObject(allAccepted);
  });

  it("replaces the choice on every change", () => {
    const { storage, store } = setup();
    store.save(allAccepted);
    store.save(allRejected);
    store.save({ performance: false, functionality: true, marketing: false });
    expect(JSON.parse(storage.getItem(consentStorageKey)!)).toMatchObject({
      performance: false,
      functionality: true,
      marketing: false,
    });
    expect(storage.items.size).toBe(1);
  });

  it("returns the same object while the stored text is unchanged (useSyncExternalStore needs it)", () => {
    const { store } = setup();
    store.save(allRejected);
    expect(store.get()).toBe(store.get());
  });

  it("asks again when the stored record is from an older policy version", () => {
    const { storage, store } = setup();
    const old = buildConsentRecord(allAccepted, at, consentPolicyVersion - 1);
    storage.setItem(consentStorageKey, JSON.stringify(old));
    expect(store.get()).toBeNull();
  });

  it("tells subscribers about saves, and stops after unsubscribe", () => {
    const { store } = setup();
    const listener = vi.fn();
    const unsubscribe = store.subscribe(listener);
    store.save(allAccepted);
    expect(listener).toHaveBeenCalledTimes(1);
    unsubscribe();
    store.save(allRejected);
    expect(listener).toHaveBeenCalledTimes(1);
  });

  it("follows changes made in another tab through the storage event", () => {
    const { storage, events, store } = setup();
    const listener = vi.fn();
    const unsubscribe = store.subscribe(listener);
    storage.setItem(consentStorageKey, JSON.stringify(buildConsentRecord(allAccepted, at)));
    events.dispatchEvent(storageEvent(consentStorageKey));
    expect(listener).toHaveBeenCalledTimes(1);
    expect(store.get()).toMatchObject(allAccepted);

    events.dispatchEvent(storageEvent("something-else"));
    expect(listener).toHaveBeenCalledTimes(1);
    events.dispatchEvent(storageEvent(null)); // another tab cleared storage
    expect(listener).toHaveBeenCalledTimes(2);

    unsubscribe();
    events.dispatchEvent(storageEvent(consentStorageKey));
    expect(listener).toHaveBeenCalledTimes(2);
  });

  it("keeps the choice in memory for this page when storage is blocked", () => {
    const store = createConsentStore({
      storage: () => {
        throw new DOMException("blocked", "SecurityError");
      },
      now: () => at,
    });
    expect(store.get()).toBeNull();
    store.save(allRejected);
    expect(store.get()).toMatchObject(allRejected);
  });

  it("keeps the choice in memory when storage is full", () => {
    const storage = new FakeStorage();
    storage.setItem(consentStorageKey, JSON.stringify(buildConsentRecord(allRejected, at)));
    storage.setItem = () => {
      throw new DOMException("full", "QuotaExceededError");
    };
    const store = createConsentStore({ storage: () => storage, now: () => at });
    store.save(allAccepted);
    expect(store.get()).toMatchObject(allAccepted);
  });
});
