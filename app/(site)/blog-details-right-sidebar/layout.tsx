// The left sidebar's layout, whose comment says why its post pages are regenerated every 5 minutes.
export const revalidate = 300;
export { default } from "../blog-details-left-sidebar/layout";
