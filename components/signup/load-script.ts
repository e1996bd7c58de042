// Injects a remote <script> once per document and src; a failed load is forgotten so a retry injects it again.
const loads = new WeakMap<Document, Map<string, Promise<void>>>();

export function loadScript(src: string, doc: Document = document): Promise<void> {
  let bySrc = loads.get(doc);
  if (!bySrc) loads.set(doc, (bySrc = new Map()));
  const known = bySrc.get(src);
  if (known) return known;
  const cache = bySrc;
  const loading = new Promise<void>((resolve, reject) => {
    const script = doc.createElement("script");
    script.src = src;
    script.async = true;
    script.addEventListener("load", () => resolve());
    script.addEventListener("error", () => {
      cache.delete(src);
      script.remove();
      reject(new Error(`Failed to load ${src}`));
    });
    doc.head.appendChild(script);
  });
  cache.set(src, loading);
  return loading;
}
