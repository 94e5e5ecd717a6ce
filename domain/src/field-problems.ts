interface Issue {
  path: ReadonlyArray<PropertyKey>;
  message: string;
}

/**
 * A schema's problems by field (its dotted path, `_` for the value as a whole), the first one per
 * field: the one to fix first. The API answers with these and the forms show them by their fields.
 */
export function firstProblemPerField(issues: ReadonlyArray<Issue>): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const issue of issues) fields[issue.path.map(String).join('.') || '_'] ??= issue.message;
  return fields;
}
