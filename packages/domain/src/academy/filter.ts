import { foldText } from '../menu-search/menu-search';
/**
 * The academy's course filter (categories, tags, free text). Other screens preset it (the credit home
 * card: creditos + finanzas; the simulators card: capitales + finanzas).
 */
export interface CourseFilter {
  categories: string[];
  tags: string[];
  text: string;
}

export interface FilterableCourse {
  title: string;
  summary: string;
  category: string;
  tags: readonly string[];
}

/**
 * A course matches when it satisfies every active part: its category is one of the chosen categories,
 * and it carries one of the chosen tags; the preset values are matched against both the category and
 * the tags (a preset 'finanzas' finds courses categorised or tagged finanzas); and the text is in its
 * title, summary or tags.
 */
export function matchesFilter(course: FilterableCourse, filter: CourseFilter): boolean {
  const labels = new Set([course.category, ...course.tags]);
  if (filter.categories.length > 0 && !filter.categories.includes(course.category)) return false;
  if (filter.tags.length > 0 && !filter.tags.some((tag) => labels.has(tag))) return false;
  const text = foldText(filter.text.trim());
  if (!text) return true;
  return [course.title, course.summary, ...course.tags].some((value) => foldText(value).includes(text));
}

/** Reads a stored preset ({ categories: string[], tags: string[] }); anything else gives undefined. */
export function parseFilterPreset(raw: string | null): Pick<CourseFilter, 'categories' | 'tags'> | undefined {
  if (!raw) return undefined;
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    return undefined;
  }
  if (typeof value !== 'object' || value === null) return undefined;
  const list = (v: unknown) =>
    Array.isArray(v) ? v.filter((x): x is string => typeof x === 'string' && x.length > 0 && x.length <= 50) : [];
  const record = value as Record<string, unknown>;
  return { categories: list(record.categories), tags: list(record.tags) };
}
