/**
 * The LIKE / ILIKE pattern of a search box: `text` anywhere, with LIKE's wildcards (`%`, `_`) and its
 * escape character (`\`) taken literally, so '50%' finds '50%' and 'a_b' does not find 'axb'.
 */
export function containsPattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}
