export function floorAppFiles(options: { turbopackRoot: string }): Record<string, string>;
export function commonAncestor(a: string, b: string): string;
export function writeFloorApp(options?: { nodeModules?: string; parent?: string }): string;
