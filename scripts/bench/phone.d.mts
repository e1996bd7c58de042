export const THROTTLING_METHODS: string[];
export const FLOOR_KEY: string;
export const PHONE_KEYS: string[];
type Figures = Record<string, number | undefined>;
export type PhoneRun = { round: number; method: string; path: string; figures: Figures };
export type PhoneFigure = { median?: number; ratio?: number };
export type PhonePage = { runs: number; benchmarkIndex?: number; [key: string]: PhoneFigure | number | undefined };
export function roundOrder(paths: string[], methods?: string[]): { method: string; path: string }[];
export function ratiosToFloor(runs: PhoneRun[]): Record<string, Record<string, PhonePage>>;
export function renderPhone(result: unknown): string;
export function benchPhone(options: {
  floorUrl: string;
  siteUrl: string;
  paths: string[];
  rounds?: number;
  measure: (url: string, method: string, name: string) => Promise<Figures>;
  log?: (message: string) => void;
}): Promise<{ rounds: number; runs: PhoneRun[]; byMethod: Record<string, Record<string, PhonePage>> }>;
