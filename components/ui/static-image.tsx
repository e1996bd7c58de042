import { getImageProps, type ImageProps } from "next/image";
import { preload as preloadResource } from "react-dom";

/**
 * next/image's markup (sizes, srcset, lazy loading, intrinsic size) rendered on the server as a plain img.
 * next/image's own component is a client component: every page showing one downloads and hydrates its code,
 * although nothing about these images changes in the browser.
 */
export function StaticImage({ preload = false, ...rest }: Omit<ImageProps, "priority" | "onLoad" | "onError" | "placeholder">) {
  const { props } = getImageProps({ ...rest, preload });
  if (preload) {
    // What next/image does for preload: a hint in the head, so the browser asks for the image before it parses the img.
    preloadResource(props.src, {
      as: "image",
      imageSrcSet: props.srcSet,
      imageSizes: props.sizes,
      fetchPriority: props.fetchPriority,
    });
  }
  // eslint-disable-next-line @next/next/no-img-element -- this is next/image's own output, built by getImageProps
  return <img {...props} alt={rest.alt} />;
}
