type JestReport = {
  testResults?: { name: string; assertionResults?: { ancestorTitles: string[]; title: string; status: string }[] }[];
};
export function postgresSummary(
  results: JestReport,
  sources: (file: string) => string | undefined,
  options: { databaseUrlSet: boolean; root?: string },
): string[];
