// The version of each path the edge last saw with a body it keeps in brotli (decision 037): its
// ETag and content type. With it, a brotli client's request reaches Next.js as a conditional one,
// and Next answers 304 instead of reading, gzipping and sending a body the edge already holds.

export interface Version {
  etag: string;
  contentType: string;
}

/** The newest version by path, for the last `limit` paths seen. */
export class CurrentVersions {
  private readonly byPath = new Map<string, Version>();

  constructor(private readonly limit = 2000) {}

  get(pathname: string): Version | undefined {
    return this.byPath.get(pathname);
  }

  set(pathname: string, version: Version) {
    const known = this.byPath.get(pathname);
    if (known?.etag === version.etag && known.contentType === version.contentType) return;
    this.byPath.delete(pathname);
    this.byPath.set(pathname, version);
    if (this.byPath.size > this.limit) {
      const oldest = this.byPath.keys().next().value;
      if (oldest !== undefined) this.byPath.delete(oldest);
    }
  }
}
