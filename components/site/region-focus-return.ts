// Choosing a region reloads the page; this remembers which selector did it, so focus can go back to it (WCAG 2.4.3).
const KEY = "region-selector-return";

export type SelectorPlace = "header" | "menu";

export function rememberFocusReturn(place: SelectorPlace) {
  try {
    sessionStorage.setItem(KEY, place);
  } catch {
    // Storage can be unavailable (privacy settings); the reload still happens, focus just starts at the top.
  }
}

/** True once, on the first load after this selector reloaded the page. */
export function takeFocusReturn(place: SelectorPlace): boolean {
  try {
    if (sessionStorage.getItem(KEY) !== place) return false;
    sessionStorage.removeItem(KEY);
    return true;
  } catch {
    return false;
  }
}
