export interface Cluster {
  url: string;
  /** Stops the server and keeps its data. */
  halt(): void;
  /** Starts it again on the same port and data. */
  resume(): void;
  /** Everything the server has logged so far (errors, deadlocks). */
  log(): string;
  /** Stops it and deletes everything. */
  stop(): void;
}
export declare function startCluster(port: number, env?: NodeJS.ProcessEnv): Cluster;
