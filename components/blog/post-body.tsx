import type { BlogBlock } from "@/content/blog/types";

/** Renders a post body from typed blocks; no markdown, so no HTML injection either. */
export function PostBody({ blocks }: { blocks: BlogBlock[] }) {
  return (
    <div className="mt-8 space-y-5 text-lg leading-8 text-slate-700">
      {blocks.map((block, index) => {
        if (block.type === "h2") {
          return (
            <h2 key={index} className="pt-4 text-2xl font-bold tracking-tight sm:text-3xl">
              {block.text}
            </h2>
          );
        }
        if (block.type === "ul") {
          return (
            <ul key={index} className="list-disc space-y-2 pl-6 marker:text-brand-600">
              {block.items.map((text) => (
                <li key={text}>{text}</li>
              ))}
            </ul>
          );
        }
        return <p key={index}>{block.text}</p>;
      })}
    </div>
  );
}
