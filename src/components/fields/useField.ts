import type { ReactNode } from 'react';
import {
  describedBy,
  useFieldIds,
  type FieldCommonProps,
  type FieldIds,
  type FieldShellProps,
} from './FieldShell';

/** The attributes every field's control carries: its id, name, state and what describes it. */
export interface FieldControlProps {
  id: string;
  name: string;
  required?: boolean;
  disabled?: boolean;
  'aria-invalid'?: true;
  'aria-describedby'?: string;
}

export interface Field<Own> {
  ids: FieldIds;
  /** FieldShell's props (all but the control) */
  shell: Omit<FieldShellProps, 'children'>;
  /** the control's common attributes; a field spreads them onto its input, select or textarea */
  control: FieldControlProps;
  /** the field's hint and error, for a control described by more (describedBy's extra ids) */
  messages: { hint?: ReactNode; error?: string | null };
  /** the props that are the field's own: its value, onChange, onBlur and the rest */
  own: Own;
}

/**
 * A field's props split once, in one place: what the shell shows (label, hint, error, optional
 * marker, class), the control's common attributes (id, name, required, disabled, aria-invalid,
 * aria-describedby from hint and error) and the field's own props.
 */
export function useField<P extends FieldCommonProps>(
  props: P,
): Field<Omit<P, keyof FieldCommonProps>> {
  const {
    name,
    label,
    hint,
    error,
    errorRole,
    required,
    markOptional,
    optionalLabel,
    disabled,
    id,
    className,
    ...own
  } = props;
  const ids = useFieldIds(id);
  return {
    ids,
    shell: { ids, label, hint, error, errorRole, required, markOptional, optionalLabel, className },
    control: {
      id: ids.inputId,
      name,
      required,
      disabled,
      'aria-invalid': error ? true : undefined,
      'aria-describedby': describedBy(ids, { hint, error }),
    },
    messages: { hint, error },
    own,
  };
}
