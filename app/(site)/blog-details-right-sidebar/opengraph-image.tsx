export { alt, size, contentType, newestPostOpengraphImage as default } from "../_blog/post-opengraph-image";
export const revalidate = 300;
