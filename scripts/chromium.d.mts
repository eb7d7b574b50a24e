export declare const chromiumArgs: string[];
export declare function findChromiumSync(): string | null;
export declare function chromiumLaunchOptions(): {
  executablePath?: string;
  args: string[];
  headless: boolean;
};
