import { getImageProps, type ImageProps } from "next/image";

type Props = Omit<ImageProps, "priority" | "preload" | "fetchPriority" | "onLoad" | "onError" | "placeholder"> & {
  /** The image is in the first screen: fetched at once and first, not lazily. */
  eager?: boolean;
};

/**
 * next/image's markup (sizes, srcset, lazy loading, intrinsic size) rendered on the server as a plain img.
 * next/image's own component is a client component: every page showing one downloads and hydrates its code,
 * although nothing about these images changes in the browser.
 */
export function StaticImage({ eager = false, ...rest }: Props) {
  const { props } = getImageProps({
    ...rest,
    ...(eager ? { loading: "eager" as const, fetchPriority: "high" as const } : {}),
  });
  // eslint-disable-next-line @next/next/no-img-element -- this is next/image's own output, built by getImageProps
  const image = <img {...props} alt={rest.alt} />;
  if (props.loading === "lazy") return image;
  // React adds a preload hint for every img of a server component that is not lazy, and not inside a picture: to
  // the page's head and to its RSC payload, so every prefetch of the page (a link in view anywhere) would download
  // the image. The img is in the HTML, where the browser finds it anyway. display: contents leaves the layout as if
  // the picture were not there.
  return <picture className="contents">{image}</picture>;
}
