import type { StorageArea } from "@/content/browser-storage";

/**
 * Reading and writing JSON in Web Storage without ever throwing: storage can be blocked (privacy
 * settings), full, or hold something hand-edited, and none of that may break a page.
 */
function area(name: StorageArea): Storage | null {
  try {
    return window[name];
  } catch {
    return null;
  }
}

export function readJson<T>(name: StorageArea, key: string): T | null {
  try {
    const raw = area(name)?.getItem(key);
    return raw ? (JSON.parse(raw) as T) : null;
  } catch {
    return null;
  }
}

export function writeJson(name: StorageArea, key: string, value: unknown): void {
  try {
    area(name)?.setItem(key, JSON.stringify(value));
  } catch {
    // Full or blocked: the feature simply forgets, as it would without consent.
  }
}

export function removeItem(name: StorageArea, key: string): void {
  try {
    area(name)?.removeItem(key);
  } catch {
    // Blocked storage holds nothing to remove.
  }
}
