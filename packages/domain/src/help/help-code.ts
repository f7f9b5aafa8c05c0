/**
 * docs/product.md §2 'Help panel': the help code comes from the matched route; when it contains `assets_simulators`
 * the last path segment is appended after an underscore (/assets/simulators/checks → assets_simulators_checks).
 * The simulators landing itself (/assets/simulators, last segment 'simulators') keeps the plain code: its
 * content entry is `assets_simulators` (ADR 0061). Trailing slashes and empty segments are ignored.
 */
export function helpCodeFor(routeCode: string | undefined, pathname: string): string | null {
  const code = routeCode?.trim();
  if (!code) return null;
  if (!code.includes('assets_simulators')) return code;
  const segments = pathname.split('/').filter((s) => s.length > 0);
  const last = segments[segments.length - 1];
  if (!last || last === 'simulators') return code;
  return `${code}_${decodeSegment(last)}`;
}

function decodeSegment(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}
