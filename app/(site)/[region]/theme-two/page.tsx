// A theme variant of the home page: the same page, its canonical URL "/" (home-route.tsx).
export { default, generateMetadata } from "../page";
