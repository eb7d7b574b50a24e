export interface PageWeight {
  url: string;
  htmlGzip: number;
  htmlRaw: number;
  js: { asset: string; gzip: number }[];
  jsGzip: number;
  cssGzip: number;
}
export declare const kb: (bytes: number) => string;
export declare function weigh(
  url: string,
  options?: { scripts?: string[]; htmlScripts?: boolean },
): Promise<PageWeight>;
