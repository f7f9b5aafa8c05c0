import { zodResolver } from '@hookform/resolvers/zod';
import type { FieldError, FieldErrors, FieldValues, Resolver } from 'react-hook-form';
import type { z } from 'zod';

/**
 * How a form's problems are worded (ADR 0123): zod answers issues (a path and a code such as
 * `too_small`); the form's message map turns each into an i18n key, translated where the field shows
 * it. zod's own messages (English by default, the API's Spanish in the contracts) never reach a screen.
 */

/** The `type` of an error the API reported for a field: its message is the API's text, already worded. */
export const SERVER_ERROR = 'server';

/** Shown when a form's message map has no key for an issue. */
export const FALLBACK_MESSAGE = 'common:forms.invalid';

/**
 * The i18n key of one field's problems: one key for any issue, or one per zod issue code
 * (`too_small`, `invalid_format`…) with `*` for the rest. `''` means the field words it itself (a
 * NumberField shows why it cannot read its text), so nothing more is shown.
 */
export type FieldMessage = string | Readonly<Partial<Record<string, string>>>;

/** Keys by field path ('reason', 'amounts.ventas'); 'amounts.*' covers every field under 'amounts'. */
export type FieldMessages = Readonly<Partial<Record<string, FieldMessage>>>;

/** The message of an issue the field words itself (a NumberField's reading): nothing more is shown. */
export const SHOWN_BY_FIELD = 'shown-by-field';

/** An i18n key ('namespace:path.to.key'): how the form's own refinements name their problem. */
const I18N_KEY = /^[a-z][\w-]*:[\w-]+(\.[\w-]+)*$/i;

/** The i18n key of a problem at `path` of zod issue code `type` whose zod message is `message`. */
export function messageKey(messages: FieldMessages, path: string, type: string, message: string | undefined): string {
  if (type === 'custom' && message === SHOWN_BY_FIELD) return '';
  // A refinement written for the form carries its key as its message (see formIssue).
  if (type === 'custom' && message && I18N_KEY.test(message)) return message;
  const entry = messages[path] ?? messages[path.replace(/\.[^.]+$/, '.*')];
  if (typeof entry === 'string') return entry;
  return entry?.[type] ?? entry?.['*'] ?? FALLBACK_MESSAGE;
}

const isFieldError = (node: unknown): node is FieldError =>
  typeof node === 'object' && node !== null && typeof (node as FieldError).type === 'string';

function reword(errors: Record<string, unknown>, messages: FieldMessages, prefix = ''): void {
  for (const [name, node] of Object.entries(errors)) {
    const path = prefix ? `${prefix}.${name}` : name;
    if (isFieldError(node)) node.message = messageKey(messages, path, String(node.type), node.message);
    else if (typeof node === 'object' && node !== null) reword(node as Record<string, unknown>, messages, path);
  }
}

/**
 * react-hook-form's zod resolver over a schema (a contract of packages/contracts, or the form's texts
 * piped into one), with every error's message replaced by its i18n key.
 */
export function contractResolver<Input extends FieldValues, Output>(
  schema: z.ZodType<Output, Input>,
  messages: FieldMessages = {},
): Resolver<Input, unknown, Output> {
  const resolve = zodResolver(schema) as unknown as Resolver<Input, unknown, Output>;
  return async (values, context, options) => {
    const result = await resolve(values, context, options);
    reword(result.errors as FieldErrors, messages);
    return result;
  };
}

/**
 * Raises a problem from a form's own refinement, worded by the i18n `key`, at `path` ('amounts.ventas')
 * under the refined schema ('' for the refined value itself).
 */
export function formIssue(ctx: z.RefinementCtx, path: string, key: string): void {
  ctx.addIssue({ code: 'custom', path: path ? path.split('.') : [], message: key });
}
