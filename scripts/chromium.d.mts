export declare const chromiumArgs: string[];
export declare function findChromiumSync(): string | null;
export declare function findTestChromiumSync(): string | null;
interface LaunchOptions {
  executablePath?: string;
  args: string[];
  headless: boolean;
}
export declare function chromiumLaunchOptions(): LaunchOptions;
export declare function testChromiumLaunchOptions(): LaunchOptions;
