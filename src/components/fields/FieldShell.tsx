import { useId, type ReactNode } from 'react';
import VisuallyHidden from '../VisuallyHidden';
import { useUiText } from '../uiText';
import './FieldShell.css';

/** What every field takes besides its value. */
export interface FieldCommonProps {
  /** the form's name for the value; also the control's name attribute (Formik's handleBlur reads it) */
  name: string;
  label: ReactNode;
  /** help under the label, read out with the control (aria-describedby) */
  hint?: ReactNode;
  /** the message when the value is invalid; when set the control is aria-invalid and described by it */
  error?: string | null;
  /**
   * 'alert': the message is announced as it appears (for an answer that comes later, while focus
   * may be elsewhere: a refused voucher code); default: read with the control only
   */
  errorRole?: 'alert';
  required?: boolean;
  /** mark a field that is not required as optional (default true) */
  markOptional?: boolean;
  /** the marker's text; default ui:field.optional */
  optionalLabel?: string;
  disabled?: boolean;
  /** the control's id; default a generated one */
  id?: string;
  className?: string;
}

export interface FieldIds {
  inputId: string;
  hintId: string;
  errorId: string;
}

export function useFieldIds(id?: string): FieldIds {
  const generated = useId();
  const inputId = id ?? generated;
  return { inputId, hintId: `${inputId}-hint`, errorId: `${inputId}-error` };
}

/** The aria-describedby value for a control: its hint and its error, when present, plus any extra ids. */
export function describedBy(
  ids: FieldIds,
  { hint, error }: { hint?: ReactNode; error?: string | null },
  ...extra: (string | undefined)[]
): string | undefined {
  const list = [hint ? ids.hintId : undefined, error ? ids.errorId : undefined, ...extra].filter(
    Boolean,
  );
  return list.length ? list.join(' ') : undefined;
}

/** The hint and the error message, with the ids controls point to. */
export function FieldMessages({
  ids,
  hint,
  error,
  errorRole,
}: {
  ids: FieldIds;
  hint?: ReactNode;
  error?: string | null;
  errorRole?: 'alert';
}) {
  const t = useUiText();
  return (
    <>
      {hint && (
        <p className="field__hint" id={ids.hintId}>
          {hint}
        </p>
      )}
      {error && (
        <p className="field__error" id={ids.errorId} role={errorRole}>
          <VisuallyHidden>{`${t('field.errorPrefix')} `}</VisuallyHidden>
          {error}
        </p>
      )}
    </>
  );
}

/** The field's classes: the kit's, its kind's, invalid while it has an error, and the caller's. */
export function fieldClassName(
  kind: string | undefined,
  { error, className }: Pick<FieldCommonProps, 'error' | 'className'>,
): string {
  return ['field', kind, error ? 'field--invalid' : undefined, className].filter(Boolean).join(' ');
}

/** The label's text, then its optional marker (nothing for required fields). */
export function LabelText({
  label,
  required,
  markOptional = true,
  optionalLabel,
}: Pick<FieldCommonProps, 'label' | 'required' | 'markOptional' | 'optionalLabel'>) {
  const t = useUiText();
  return (
    <>
      {label}
      {!required && markOptional && (
        <span className="field__optional"> ({optionalLabel ?? t('field.optional')})</span>
      )}
    </>
  );
}

export interface FieldShellProps extends Pick<
  FieldCommonProps,
  | 'label'
  | 'hint'
  | 'error'
  | 'errorRole'
  | 'required'
  | 'markOptional'
  | 'optionalLabel'
  | 'className'
> {
  ids: FieldIds;
  /** the control */
  children: ReactNode;
}

/** Label, hint, control and error in the kit's layout. The control itself is the caller's. */
export default function FieldShell({ ids, children, ...shown }: FieldShellProps) {
  return (
    <div className={fieldClassName(undefined, shown)}>
      <label className="field__label" htmlFor={ids.inputId}>
        <LabelText {...shown} />
      </label>
      {children}
      <FieldMessages ids={ids} hint={shown.hint} error={shown.error} errorRole={shown.errorRole} />
    </div>
  );
}
