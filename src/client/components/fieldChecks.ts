import { FIELD_PROBLEMS, type FieldProblem } from '@/common/api/error-codes';

/** What a text field of a public form must be, as the server's schema says it (src/common/api/enquiries.ts). */
export interface TextRule {
  required?: boolean;
  maxLength: number;
  format?: 'email' | 'date';
  /** The earliest day (YYYY-MM-DD) a date may name. */
  notBefore?: string;
}

export type FieldRules<Field extends string> = Record<Field, TextRule>;
export type FieldProblems<Field extends string> = Partial<Record<Field, FieldProblem>>;

// The `email` and `date` formats of ajv-formats in its full mode, which the server validates with (the date's
// calendar check is left to the date picker that fills it in).
const FORMATS = {
  email:
    /^[a-z0-9!#$%&'*+/=?^_`{|}~-]+(?:\.[a-z0-9!#$%&'*+/=?^_`{|}~-]+)*@(?:[a-z0-9](?:[a-z0-9-]*[a-z0-9])?\.)+[a-z0-9](?:[a-z0-9-]*[a-z0-9])?$/i,
  date: /^\d{4}-\d{2}-\d{2}$/,
};

function problemOf(value: string, rule: TextRule): FieldProblem | undefined {
  const text = value.trim();
  if (!text) return rule.required ? FIELD_PROBLEMS.required : undefined;
  if (text.length > rule.maxLength) return FIELD_PROBLEMS.tooLong;
  if (rule.format && !FORMATS[rule.format].test(text)) return FIELD_PROBLEMS.invalid;
  if (rule.notBefore !== undefined && text < rule.notBefore) return FIELD_PROBLEMS.pastDate;
  return undefined;
}

/**
 * The problem of each field the server would refuse, with the codes it would answer, so a form can say so before
 * sending. Values are judged trimmed, as they are sent.
 */
export function checkFields<Field extends string>(
  values: Record<Field, string>,
  rules: FieldRules<Field>,
): FieldProblems<Field> {
  const problems: FieldProblems<Field> = {};
  for (const field of Object.keys(rules) as Field[]) {
    const problem = problemOf(values[field], rules[field]);
    if (problem) problems[field] = problem;
  }
  return problems;
}

/** Every value trimmed, as the form sends it. */
export const trimmed = <Field extends string>(values: Record<Field, string>): Record<Field, string> =>
  Object.fromEntries(Object.entries<string>(values).map(([field, value]) => [field, value.trim()])) as Record<
    Field,
    string
  >;
