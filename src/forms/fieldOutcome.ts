/**
 * One field's value judged by the form's schema (schemaFromFields.ts), for a caller that answers
 * field by field: the demo server (server/demoApi/formValidation.ts) turns the outcome into its own
 * message. Pure, and the same rules the browser's forms use.
 */
import * as yup from 'yup';
import type { FormData, FormField } from '../api/types';
import { FORM_MESSAGES, isFormMessageKey, schemaOf, type FormMessageKey } from './schemaFromFields';

export type FieldOutcome =
  | { value: FormData[string] }
  /** `rule`: the schema test that refused the value ('required', 'min', 'earliest', 'choice' ...) */
  | { problem: FormMessageKey; rule: string };

/**
 * The value the form keeps for `field` (trimmed text, numbers as numbers, empty as null), or the
 * first problem with it. `fields` is the form's whole field list (its schema is made once).
 */
export function fieldOutcome(
  fields: readonly FormField[],
  field: FormField,
  value: unknown,
): FieldOutcome {
  const schema = schemaOf(fields).fields[field.key] as yup.Schema | undefined;
  if (!schema) return { problem: FORM_MESSAGES.default, rule: 'unknownField' };
  try {
    return { value: (schema.validateSync(value) as FormData[string] | undefined) ?? null };
  } catch (error) {
    if (!(error instanceof yup.ValidationError)) throw error;
    const [message] = error.errors;
    return {
      problem: isFormMessageKey(message) ? message : FORM_MESSAGES.default,
      rule: error.type ?? '',
    };
  }
}
