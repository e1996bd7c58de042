export { alt, contentType, generateStaticParams, size } from "../../_blog/post-opengraph-image";
export { postOpengraphImage as default } from "../../_blog/post-opengraph-image";
export const dynamicParams = true;
export const revalidate = 300;
