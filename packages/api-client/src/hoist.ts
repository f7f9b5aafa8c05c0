/**
 * Large schemas the OpenAPI document repeats inline (a credit policy's rules appear in five answers) moved once into
 * components.schemas and referred to, so the generated types name them once (docs/api/README.md). Deterministic:
 * the same document always gives the same names, taken from the property where a schema is first found.
 */

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };
type JsonObject = { [key: string]: Json };

/** Schemas smaller than this (as JSON) stay inline. */
const MIN_CHARS = 1500;

const isObject = (value: Json | undefined): value is JsonObject =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** A schema, not a map of them ('properties') nor a media or response object. */
const isSchema = (value: JsonObject) => typeof value.type === 'string' || Array.isArray(value.anyOf);

interface Found {
  json: string;
  name: string;
  count: number;
}

/** The name a schema found under `key` gets: a property's name, an item's, an operation's body or answer. */
function nameAt(name: string, key: string, parentKey: string): string {
  if (parentKey === 'properties') return key;
  if (key === 'items') return `${name}Item`;
  if (key.startsWith('/'))
    return (
      key
        .split('/')
        .filter((part) => part && !part.startsWith('{'))
        .pop() ?? name
    );
  if (key === 'requestBody') return `${name}Body`;
  if (key === 'responses') return `${name}Answer`;
  return name;
}

/**
 * Every large schema under the paths and inside the components (not a component itself) by its JSON, with how often
 * it occurs and the name of its first place.
 */
function largeSchemas(paths: Json, schemas: JsonObject): Map<string, Found> {
  const found = new Map<string, Found>();
  const walk = (value: Json, name: string, parentKey: string) => {
    if (Array.isArray(value)) return value.forEach((child) => walk(child, name, parentKey));
    if (!isObject(value)) return;
    if (isSchema(value)) {
      const json = JSON.stringify(value);
      if (json.length >= MIN_CHARS) {
        const seen = found.get(json);
        if (seen) seen.count += 1;
        else found.set(json, { json, name, count: 1 });
      }
    }
    for (const [key, child] of Object.entries(value)) walk(child, nameAt(name, key, parentKey), key);
  };
  walk(paths, 'Schema', '');
  for (const [name, schema] of Object.entries(schemas)) {
    if (isObject(schema)) for (const [key, child] of Object.entries(schema)) walk(child, nameAt(name, key, ''), key);
  }
  return found;
}

const pascal = (name: string) =>
  name
    .replace(/[^A-Za-z0-9]+(.)?/g, (_, next: string | undefined) => (next ?? '').toUpperCase())
    .replace(/^./, (first) => first.toUpperCase()) || 'Schema';

/** Replaces every object equal to `json` under `value` (`value` itself too, unless `inside`) with `ref`. */
function replace(value: Json, json: string, ref: JsonObject, inside = false): Json {
  if (Array.isArray(value)) return value.map((child) => replace(child, json, ref));
  if (!isObject(value)) return value;
  if (!inside && JSON.stringify(value) === json) return ref;
  return Object.fromEntries(Object.entries(value).map(([key, child]) => [key, replace(child, json, ref)]));
}

/**
 * `document` with each large schema found more than once (under its paths or inside its components) moved to
 * components.schemas, largest first; one equal to a component already there becomes a reference to it.
 */
export function hoistRepeatedSchemas<T extends object>(document: T): T {
  const doc = structuredClone(document) as unknown as JsonObject;
  const components = isObject(doc.components) ? doc.components : {};
  const schemas: JsonObject = isObject(components.schemas) ? { ...components.schemas } : {};
  let paths: Json = doc.paths ?? {};
  for (;;) {
    const existing = new Map(Object.entries(schemas).map(([name, schema]) => [JSON.stringify(schema), name]));
    const repeated = [...largeSchemas(paths, schemas).values()]
      .filter((found) => found.count > 1 || existing.has(found.json))
      .sort((a, b) => b.json.length - a.json.length || a.json.localeCompare(b.json));
    const largest = repeated[0];
    if (!largest) break;
    let name = existing.get(largest.json) ?? pascal(largest.name);
    if (!existing.has(largest.json)) {
      for (let n = 2; name in schemas; n += 1) name = `${pascal(largest.name)}${n}`;
      schemas[name] = JSON.parse(largest.json) as Json;
    }
    const ref = { $ref: `#/components/schemas/${name}` };
    paths = replace(paths, largest.json, ref);
    for (const [other, schema] of Object.entries(schemas)) schemas[other] = replace(schema, largest.json, ref, true);
  }
  return { ...doc, paths, components: { ...components, schemas } } as unknown as T;
}
