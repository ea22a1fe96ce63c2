import type Ajv from 'ajv';

/**
 * U+0000 is refused in every text the API accepts: PostgreSQL cannot store it in text columns (the query fails) and
 * no field of this product has a use for it. Every string schema is given this keyword before it is compiled.
 */
export const NO_NUL_KEYWORD = 'noNulCharacter';

export function addNoNulKeyword(ajv: Ajv): Ajv {
  return ajv.addKeyword({
    keyword: NO_NUL_KEYWORD,
    type: 'string',
    schemaType: 'boolean',
    // Ahead of the other string rules, so a field with U+0000 is named for it rather than for a pattern it then fails.
    before: 'maxLength',
    error: { message: 'must not contain NUL characters' },
    validate: (refuse: boolean, value: string) => !refuse || !value.includes('\u0000'),
  });
}

/** Keys whose values are data, not subschemas. */
const DATA_KEYS = new Set(['const', 'enum', 'default', 'examples', 'example']);

const isStringSchema = (schema: Record<string, unknown>) =>
  schema.type === 'string' || (Array.isArray(schema.type) && schema.type.includes('string'));

function withKeyword(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(withKeyword);
  if (value === null || typeof value !== 'object') return value;
  const schema = value as Record<string, unknown>;
  const copy: Record<string | symbol, unknown> = { ...schema };
  for (const [key, child] of Object.entries(schema)) if (!DATA_KEYS.has(key)) copy[key] = withKeyword(child);
  if (isStringSchema(schema)) copy[NO_NUL_KEYWORD] = true;
  return copy;
}

const prepared = new WeakMap<object, object>();

/** A copy of `schema` in which every string schema, however deeply nested, refuses U+0000. */
export function refusingNul<T extends object>(schema: T): T {
  let copy = prepared.get(schema);
  if (!copy) {
    copy = withKeyword(schema) as object;
    prepared.set(schema, copy);
  }
  return copy as T;
}
