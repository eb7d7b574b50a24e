import type { BrowserContext, Page } from "@playwright/test";

export declare function answerCookieBanner(
  target: Page | BrowserContext,
  record?: { key?: string; version?: number },
): Promise<void>;

export declare const bannerRecord: { key: string; version: number };
