/** HTML rendered at build from our own Markdown (raw HTML in it is dropped by the renderer). */
export function Prose({ html }: { html: string }) {
  return <div className="prose-body" dangerouslySetInnerHTML={{ __html: html }} />;
}
