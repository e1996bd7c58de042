// A union that matched no branch reports one issue holding every branch's issues, at the union's own path, so
// no field is named. These helpers replace it with the issues of the branch the sender most likely meant.

export type Issue = {
  readonly code?: string;
  readonly path: readonly PropertyKey[];
  readonly message: string;
  readonly errors?: readonly (readonly Issue[])[];
};

function valueAt(input: unknown, path: readonly PropertyKey[]): unknown {
  let value = input;
  for (const key of path) {
    if (value === null || typeof value !== "object") return undefined;
    value = (value as Record<PropertyKey, unknown>)[key];
  }
  return value;
}

/** How many of the branch's complaints are about values the input actually sent: the sender tried that shape. */
function triedFields(branch: readonly Issue[], at: unknown): number {
  const fields = new Set(branch.map((issue) => issue.path[0]).filter((key) => key !== undefined));
  return [...fields].filter((key) => valueAt(at, [key as PropertyKey]) !== undefined).length;
}

/** The branch complaining about the most values the input sent; ties go to the schema's first branch. */
function likeliestBranch(branches: readonly (readonly Issue[])[], at: unknown): readonly Issue[] {
  let best = branches[0] ?? [];
  for (const branch of branches.slice(1)) {
    if (triedFields(branch, at) > triedFields(best, at)) best = branch;
  }
  return best;
}

/** The issues with every failed union replaced by its likeliest branch's issues, paths made absolute. */
export function flattenUnionIssues(issues: readonly Issue[], input?: unknown): Issue[] {
  return issues.flatMap((issue) => {
    if (issue.code !== "invalid_union" || !issue.errors?.length) return [issue];
    const branch = likeliestBranch(issue.errors, valueAt(input, issue.path));
    const nested = branch.map((inner) => ({ ...inner, path: [...issue.path, ...inner.path] }));
    return flattenUnionIssues(nested, input);
  });
}
