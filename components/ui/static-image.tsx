import { getImageProps, type ImageProps } from "next/image";

type Props = Omit<ImageProps, "priority" | "preload" | "fetchPriority" | "onLoad" | "onError" | "placeholder"> & {
  /** The image is in the first screen: fetched at once and first, not lazily. */
  preload?: boolean;
};

/**
 * next/image's markup (sizes, srcset, lazy loading, intrinsic size) rendered on the server as a plain img.
 * next/image's own component is a client component: every page showing one downloads and hydrates its code,
 * although nothing about these images changes in the browser.
 *
 * A first-screen image gets fetchpriority="high" rather than a preload hint: the img is in the HTML, where the
 * browser finds it at once, and a hint from a server component would travel in the page's RSC payload, so every
 * prefetch of the page (a link in view elsewhere) would download the image.
 */
export function StaticImage({ preload = false, ...rest }: Props) {
  const { props } = getImageProps({ ...rest, ...(preload ? { loading: "eager" as const, fetchPriority: "high" as const } : {}) });
  // eslint-disable-next-line @next/next/no-img-element -- this is next/image's own output, built by getImageProps
  return <img {...props} alt={rest.alt} />;
}
