/**
 * A deterministic example of a JSON schema (OpenAPI 3.0 flavour, as the zod route schemas are documented): the
 * OpenAPI document shows one for every request body and answer without a hand-written example
 * (lib/api-docs-examples.ts; docs/api/README.md). The same schema always gives the same example: formats get fixed
 * realistic values, an enum its first value, a number its minimum, and a few field names an Argentine value.
 */

export interface JsonSchema {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  enum?: unknown[];
  const?: unknown;
  format?: string;
  pattern?: string;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: boolean | number;
  exclusiveMaximum?: boolean | number;
  minLength?: number;
  maxLength?: number;
  minItems?: number;
  nullable?: boolean;
  default?: unknown;
  example?: unknown;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  additionalProperties?: boolean | JsonSchema;
  $ref?: string;
}

/** Fixed values per string format: the same document every time. */
const FORMATS: Record<string, string[]> = {
  'date-time': ['2026-11-26T13:45:00.000Z', '2026-11-26T10:45:00-03:00'],
  date: ['2026-11-26'],
  uuid: ['5b0d7a8e-3c1f-4e2a-9d6b-8f4c2a1e7b90'],
  email: ['cobranzas@distribuidoranorte.com.ar'],
  uri: ['https://erp.distribuidoranorte.com.ar/tirr'],
};

/** Field names that deserve an Argentine value rather than 'texto' (a demo CUIT, a DNI, a period…). */
const NAMED: Array<[RegExp, string]> = [
  [/^(taxNumber|taxId|cuit|drawerTaxId|tax_number)$/i, '30715896342'],
  [/^dni$/i, '28345671'],
  [/^(period|lastPeriod)$/i, '09/2026'],
  [/periodKey$/i, '202609'],
  [/^(legalName|razonSocial)$/i, 'DISTRIBUIDORA NORTE S.R.L.'],
  [/email$/i, 'cobranzas@distribuidoranorte.com.ar'],
  [/^(entity|entityName)$/i, 'BANCO DE LA NACION ARGENTINA'],
  [/^(message|reason|label|description|summary)$/i, 'Texto de ejemplo.'],
  [/currency$/i, 'ARS'],
  [/^lang$/i, 'es'],
];

/** Candidates tried, in order, against a string's pattern when nothing else fits. */
const PATTERN_CANDIDATES = [
  '30715896342',
  '2026-11-26',
  '202609',
  '09/2026',
  '2026-11-26T13:45:00.000Z',
  '5b0d7a8e-3c1f-4e2a-9d6b-8f4c2a1e7b90',
  '0123456789abcdef0123456789abcdef',
  '/credits/profile',
  'ABC',
  'abc',
  '1',
];

const MAX_DEPTH = 12;

export type RefResolver = (ref: string) => JsonSchema | undefined;

/** An example value of `schema`; `name` is the property it describes, if any. */
export function exampleOf(schema: JsonSchema, resolve: RefResolver = () => undefined, name = '', depth = 0): unknown {
  if (depth > MAX_DEPTH) return null;
  if (schema.$ref) {
    const target = resolve(schema.$ref);
    return target ? exampleOf(target, resolve, name, depth + 1) : null;
  }
  if (schema.example !== undefined) return schema.example;
  if (schema.const !== undefined) return schema.const;
  if (schema.default !== undefined) return schema.default;
  if (schema.enum) return schema.enum.find((value) => value !== null) ?? null;
  const alternatives = schema.anyOf ?? schema.oneOf;
  if (alternatives) {
    const chosen = alternatives.find((alternative) => !isNullOnly(alternative)) ?? alternatives[0];
    return chosen ? exampleOf(chosen, resolve, name, depth + 1) : null;
  }
  if (schema.allOf) {
    const parts = schema.allOf.map((part) => exampleOf(part, resolve, name, depth + 1));
    return parts.every(isRecord) ? Object.assign({}, ...parts) : (parts[0] ?? null);
  }
  switch (typeOf(schema)) {
    case 'object':
      return objectExample(schema, resolve, depth);
    case 'array': {
      const item = schema.items ? exampleOf(schema.items, resolve, singular(name), depth + 1) : 'texto';
      return Array.from({ length: Math.max(1, schema.minItems ?? 0) }, () => item);
    }
    case 'integer':
      return numberExample(schema, true);
    case 'number':
      return numberExample(schema, false);
    case 'boolean':
      return false;
    case 'null':
      return null;
    case 'string':
      return stringExample(schema, name);
    default:
      return schema.properties ? objectExample(schema, resolve, depth) : null;
  }
}

function objectExample(schema: JsonSchema, resolve: RefResolver, depth: number): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [key, property] of Object.entries(schema.properties ?? {})) {
    out[key] = exampleOf(property, resolve, key, depth + 1);
  }
  return out;
}

/** zod's integers carry the safe-integer range as their bounds: no bound a person would write. */
const bound = (value: number | undefined) =>
  value !== undefined && Math.abs(value) < Number.MAX_SAFE_INTEGER ? value : undefined;

function numberExample(schema: JsonSchema, integer: boolean): number {
  const exclusive = schema.exclusiveMinimum;
  const minimum = bound(schema.minimum);
  const maximum = bound(schema.maximum);
  const step = integer ? 1 : 0.5;
  let value: number;
  if (typeof exclusive === 'number') value = exclusive + step;
  else if (minimum !== undefined) value = exclusive === true ? minimum + step : minimum;
  else value = 1;
  if (maximum !== undefined && value > maximum) value = maximum;
  return integer ? Math.ceil(value) : value;
}

function stringExample(schema: JsonSchema, name: string): string {
  const named = NAMED.find(([re]) => re.test(name))?.[1];
  const candidates = [
    ...(schema.format ? (FORMATS[schema.format] ?? []) : []),
    ...(named ? [named] : []),
    ...(schema.pattern ? PATTERN_CANDIDATES : ['texto']),
  ];
  const fits = (value: string) =>
    value.length >= (schema.minLength ?? 0) &&
    value.length <= (schema.maxLength ?? Infinity) &&
    (!schema.pattern || matches(schema.pattern, value));
  const found = candidates.find(fits);
  if (found !== undefined) return found;
  const base = candidates[0] ?? 'texto';
  return base.padEnd(schema.minLength ?? 0, 'x').slice(0, schema.maxLength ?? undefined);
}

/** Whether `value` matches `pattern` (a pattern JavaScript cannot read matches nothing). */
function matches(pattern: string, value: string): boolean {
  try {
    return new RegExp(pattern).test(value);
  } catch {
    return false;
  }
}

const typeOf = (schema: JsonSchema): string | undefined =>
  Array.isArray(schema.type) ? schema.type.find((t) => t !== 'null') : schema.type;

const isNullOnly = (schema: JsonSchema) =>
  schema.type === 'null' || (schema.nullable === true && schema.enum?.length === 1 && schema.enum[0] === null);

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** 'items' → 'item', for the name hints of an array's elements. */
const singular = (name: string) => name.replace(/s$/, '');
