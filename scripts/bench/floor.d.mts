export function stopFloor(): Promise<void>;
export function benchFloor(options: {
  port: number;
  runs?: number;
  log?: (message: string) => void;
  keep?: boolean;
}): Promise<Record<string, unknown>>;
export function floorSummary(floor: Record<string, unknown>): string;
