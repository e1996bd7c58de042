"use client";

import Image from "next/image";
import { useState } from "react";
import type { ImageAsset } from "@/content/types";

type Location = { lat: number; lon: number; zoom: number };
type Props = { image: ImageAsset; address: string; location: Location };

// Half the visible span around the office, in degrees, for a 2:1 map at street level.
const SPAN = { lat: 0.0035, lon: 0.007 };

function embedUrl({ lat, lon }: Location) {
  const bbox = [lon - SPAN.lon, lat - SPAN.lat, lon + SPAN.lon, lat + SPAN.lat].map((n) => n.toFixed(5)).join(",");
  return `https://www.openstreetmap.org/export/embed.html?bbox=${bbox}&layer=mapnik&marker=${lat},${lon}`;
}

function pageUrl({ lat, lon, zoom }: Location) {
  return `https://www.openstreetmap.org/?mlat=${lat}&mlon=${lon}#map=${zoom}/${lat}/${lon}`;
}

/**
 * A static map picture first; the OpenStreetMap iframe is inserted only when the visitor asks for it,
 * so the page makes no third-party request by default. Both fill the same box, so nothing shifts.
 */
export function ContactMap({ image, address, location }: Props) {
  const [interactive, setInteractive] = useState(false);
  return (
    <figure>
      <div className="relative aspect-[4/3] overflow-hidden rounded-2xl bg-slate-100 ring-1 ring-slate-200 sm:aspect-[2/1]">
        {interactive ? (
          <iframe title="Map of our office" src={embedUrl(location)} loading="lazy" className="absolute inset-0 size-full border-0" />
        ) : (
          <Image
            src={image.src}
            alt={image.alt}
            width={image.width}
            height={image.height}
            sizes="(min-width: 1152px) 1088px, 100vw"
            className="absolute inset-0 size-full object-cover"
          />
        )}
      </div>
      <figcaption className="mt-4 flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
        <a href={pageUrl(location)} className="font-semibold text-brand-700 underline-offset-4 hover:underline">
          View {address} on OpenStreetMap
        </a>
        <span className="flex flex-col gap-1 sm:items-end">
          <button
            type="button"
            onClick={() => setInteractive((value) => !value)}
            aria-describedby="contact-map-note"
            className="inline-flex min-h-11 items-center justify-center rounded-lg bg-white px-4 text-sm font-semibold text-brand-700 ring-1 ring-inset ring-brand-200 hover:bg-brand-50"
          >
            {interactive ? "Show map picture" : "Load interactive map"}
          </button>
          <span id="contact-map-note" className="text-xs text-slate-600">
            The interactive map loads from openstreetmap.org.
          </span>
        </span>
      </figcaption>
    </figure>
  );
}
