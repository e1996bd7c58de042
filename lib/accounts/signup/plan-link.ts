// A signup link naming a plan the catalog does not offer goes to /pricing, which says so above the plans.

export const UNAVAILABLE_PLAN_PARAM = "unavailable_plan";
export const UNAVAILABLE_PLAN_NOTE = "The plan in your link is not available. Please choose one of the plans below.";
export const UNAVAILABLE_PLAN_PATH = `/pricing?${UNAVAILABLE_PLAN_PARAM}=1`;
