import { StaticImage } from "@/components/ui/static-image";
import type { ReactNode } from "react";
import { Container } from "@/components/ui/container";

type Props = { image: string; title: string; children?: ReactNode; imageWidth?: number; imageHeight?: number };

/** A centred illustration, the page's h1 and what follows: the shape of the small utility pages. */
export function IllustratedMessage({ image, title, children, imageWidth = 600, imageHeight = 400 }: Props) {
  return (
    <Container className="flex flex-col items-center pb-20 pt-28 text-center sm:pt-32">
      <StaticImage
        src={image}
        alt=""
        width={imageWidth}
        height={imageHeight}
        className="h-auto w-full max-w-sm"
        eager
      />
      <h1 className="mt-8 text-3xl font-bold tracking-tight sm:text-4xl">{title}</h1>
      {children}
    </Container>
  );
}
