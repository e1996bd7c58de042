export function renderFloor(floor: unknown): string;
export function renderMarkdown(results: unknown): string;
export function writeReports(results: unknown): void;
