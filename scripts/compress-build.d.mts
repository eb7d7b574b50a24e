export declare function compressBuildFiles(dir: string): {
  files: number;
  bytes: number;
  brotli: number;
  gzip: number;
};
