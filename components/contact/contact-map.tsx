import type { InterfaceWords } from "@/lib/content/interface-words";
import type { MapLocation } from "@/lib/content/types";
import { fillWords, wordParts } from "@/lib/site/words";

/** The contact section's words: the details' labels, the note without a form, and the map's. */
export type ContactWords = InterfaceWords["contact"];

type Props = { address: string; location: MapLocation; note: string; words: ContactWords };

// Half the visible span around the office, in degrees, for a 2:1 map at street level.
const SPAN = { lat: 0.0035, lon: 0.007 };

function embedUrl({ lat, lon }: MapLocation) {
  const bbox = [lon - SPAN.lon, lat - SPAN.lat, lon + SPAN.lon, lat + SPAN.lat].map((n) => n.toFixed(5)).join(",");
  return `https://www.openstreetmap.org/export/embed.html?bbox=${bbox}&layer=mapnik&marker=${lat},${lon}`;
}

function pageUrl({ lat, lon, zoom }: MapLocation) {
  return `https://www.openstreetmap.org/?mlat=${lat}&mlon=${lon}#map=${zoom}/${lat}/${lon}`;
}

/**
 * The office on OpenStreetMap, without client code: a plain link to open the map, and the map itself inside a
 * <details>. Its iframe is lazy, and a lazy frame in a closed <details> is not loaded: the page asks openstreetmap.org
 * for nothing until the visitor opens it (the CSP's frame-src allows that one host).
 */
export function ContactMap({ address, location, note, words }: Props) {
  return (
    <figure className="rounded-2xl bg-white p-5 ring-1 ring-slate-200 sm:p-6">
      <figcaption className="flex flex-col gap-2 sm:flex-row sm:items-center sm:justify-between">
        <span className="font-medium text-ink">{address}</span>
        <a
          href={pageUrl(location)}
          className="shrink-0 font-semibold text-brand-700 underline-offset-4 hover:underline"
        >
          {wordParts(words.openMap, {
            address: (
              <span key="address" className="sr-only">
                {address}
              </span>
            ),
          })}
        </a>
      </figcaption>
      <details className="group mt-4">
        <summary className="inline-flex min-h-11 cursor-pointer items-center rounded-lg px-4 text-sm font-semibold text-brand-700 ring-1 ring-inset ring-brand-200 hover:bg-brand-50">
          <span className="group-open:hidden">{words.showMap}</span>
          <span className="hidden group-open:inline">{words.hideMap}</span>
        </summary>
        <iframe
          title={fillWords(words.mapTitle, { address })}
          src={embedUrl(location)}
          loading="lazy"
          className="mt-4 block aspect-[4/3] w-full rounded-xl border-0 bg-slate-100 sm:aspect-[2/1]"
        />
      </details>
      <p className="mt-2 text-xs text-slate-600">{note}</p>
    </figure>
  );
}
