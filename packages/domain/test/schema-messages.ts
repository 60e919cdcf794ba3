// The first message per field of a failed safeParse, shared by the schema tests: a nested field is
// keyed by its dotted path, an issue on the whole input by 'input'.
export const firstMessages = (result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) => {
  const out: Record<string, string> = {};
  for (const issue of result.error?.issues ?? []) out[issue.path.map(String).join('.') || 'input'] ??= issue.message;
  return out;
};
