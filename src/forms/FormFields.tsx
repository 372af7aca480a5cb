/**
 * A dynamic form's fields inside a Formik form: one kit input per field by type, labels in the
 * visitor's language, the grouped fields in one fieldset under the form's name, and each field's
 * message (the schema's key, translated; else the server's words from Formik's status) once the
 * field was left or the form submitted. Generic over a Form: the personalisation screen renders one
 * per item (path 'items.<n>'), checkout the buyer form (path '' : the values are the form's).
 *
 *   <Formik initialValues={initialValues(form.fields, data)}
 *           validate={(values) => fieldErrors(form.fields, values)} onSubmit={…}>
 *     <Form noValidate><FormFields form={form} lang={lang} /><FocusFirstInvalid /> …</Form>
 *   </Formik>
 */
import { useEffect, useRef, type ReactNode } from 'react';
import { useField, useFormikContext } from 'formik';
import type { Form, FormField, Lang } from '../api/types';
import CheckboxField from '../components/fields/CheckboxField';
import CountryField from '../components/fields/CountryField';
import DateField from '../components/fields/DateField';
import EmailField from '../components/fields/EmailField';
import FileField from '../components/fields/FileField';
import PhoneField from '../components/fields/PhoneField';
import RadioGroupField from '../components/fields/RadioGroupField';
import TextareaField from '../components/fields/TextareaField';
import TextField from '../components/fields/TextField';
import { useUiText } from '../components/uiText';
import { localise } from '../lib/localisedText';
import { formMessageText, useFormsText } from './formMessages';
import { serverErrorAt } from './formStatus';
import { maxLengthOf } from './schemaFromFields';
import './FormFields.css';

/** Autocomplete tokens for the usual keys (WCAG 1.3.5: the purpose of the visitor's own details). */
const AUTOCOMPLETE: Record<string, string> = {
  firstName: 'given-name',
  lastName: 'family-name',
  fullName: 'name',
  name: 'name',
  birthDate: 'bday',
  email: 'email',
  phone: 'tel',
  mobile: 'tel',
  country: 'country',
  nationality: 'off',
};

export interface FormFieldsProps {
  form: Form;
  lang: Lang;
  /** where the form's values sit in the Formik values ('items.0'); default '' : at the root */
  path?: string;
  /** the grouped fields' legend; default the form's name */
  legend?: ReactNode;
  /** suggest the visitor's own details (autocomplete tokens by key); default true */
  autoComplete?: boolean;
}

type Block = { grouped: true; fields: FormField[] } | { grouped: false; field: FormField };

/** The fields in order; the grouped ones together where the first of them stands. */
export function layoutFields(fields: readonly FormField[]): Block[] {
  const blocks: Block[] = [];
  let group: FormField[] | null = null;
  for (const field of fields) {
    if (!field.grouped) blocks.push({ grouped: false, field });
    else if (group) group.push(field);
    else {
      group = [field];
      blocks.push({ grouped: true, fields: group });
    }
  }
  return blocks;
}

export const fieldPath = (path: string, key: string): string => (path ? `${path}.${key}` : key);

export default function FormFields({
  form,
  lang,
  path = '',
  legend,
  autoComplete = true,
}: FormFieldsProps) {
  const render = (field: FormField) => (
    <DynamicField
      key={field.key}
      field={field}
      name={fieldPath(path, field.key)}
      lang={lang}
      autoComplete={autoComplete}
    />
  );
  return (
    <div className="dynamic-form">
      {layoutFields(form.fields).map((block) =>
        block.grouped ? (
          <fieldset key={`group-${block.fields[0].key}`} className="dynamic-form__group">
            <legend className="dynamic-form__legend">{legend ?? localise(form.name, lang)}</legend>
            {block.fields.map(render)}
          </fieldset>
        ) : (
          render(block.field)
        ),
      )}
    </div>
  );
}

interface DynamicFieldProps {
  field: FormField;
  name: string;
  lang: Lang;
  autoComplete: boolean;
}

/** One field, bound to Formik by `name`. */
export function DynamicField({ field, name, lang, autoComplete }: DynamicFieldProps) {
  const [{ value }, meta, helpers] = useField<string | boolean>(name);
  const { submitCount, status } = useFormikContext();
  const t = useFormsText();
  const ui = useUiText();

  const label = localise(field.label, lang) || field.key;
  const shown = meta.touched || submitCount > 0;
  const error =
    (shown && typeof meta.error === 'string'
      ? formMessageText(t, meta.error, field, lang)
      : undefined) ?? serverErrorAt(status, name, value);
  // a label that already says it is optional ('E-Mail (optional)') gets no second marker
  const optionalText = ui('field.optional').toLocaleLowerCase();
  const markOptional = !label.toLocaleLowerCase().includes(optionalText);
  const text = typeof value === 'string' ? value : '';
  const complete = autoComplete ? AUTOCOMPLETE[field.key] : 'off';
  const common = {
    name,
    label,
    error,
    required: field.required,
    markOptional,
    onBlur: () => void helpers.setTouched(true),
  };
  const setValue = (next: string | boolean) => void helpers.setValue(next);

  switch (field.type) {
    case 'confirm':
      return (
        <CheckboxField
          {...common}
          checked={value === true}
          onChange={setValue}
          markOptional={false}
        />
      );
    case 'email':
      return (
        <EmailField
          {...common}
          value={text}
          onChange={setValue}
          maxLength={maxLengthOf('email')}
          autoComplete={complete ?? 'email'}
        />
      );
    case 'phone':
      return (
        <PhoneField {...common} value={text} onChange={setValue} autoComplete={complete ?? 'tel'} />
      );
    case 'country':
      return (
        <CountryField
          {...common}
          value={text}
          onChange={setValue}
          lang={lang}
          autoComplete={complete ?? 'country'}
        />
      );
    case 'date':
      return <DateField {...common} value={text} onChange={setValue} autoComplete={complete} />;
    case 'radio':
      return (
        <RadioGroupField
          {...common}
          value={text || null}
          onChange={setValue}
          options={(field.choices ?? []).map((choice) => ({
            value: choice.value,
            label: localise(choice.label, lang) || choice.value,
          }))}
        />
      );
    case 'file':
      return (
        <FileField
          {...common}
          hint={text ? t('field.fileChosen', { name: text }) : undefined}
          // the demo API stores a reference, not the file: the chosen file's name (schemaFromFields.ts)
          onChange={(files) => setValue(files[0]?.name ?? '')}
        />
      );
    case 'textarea':
      return (
        <TextareaField
          {...common}
          value={text}
          onChange={setValue}
          maxLength={maxLengthOf('textarea')}
        />
      );
    case 'number':
      return (
        <TextField
          {...common}
          value={text}
          onChange={setValue}
          inputMode="decimal"
          autoComplete="off"
        />
      );
    default:
      return (
        <TextField
          {...common}
          value={text}
          onChange={setValue}
          maxLength={maxLengthOf(field.type)}
          autoComplete={complete}
        />
      );
  }
}

/** Moves focus to the first invalid control inside `root` (a radio group: its chosen or first radio). */
export function focusFirstInvalid(root: ParentNode | null | undefined): boolean {
  const invalid = root?.querySelector<HTMLElement>('[aria-invalid="true"]');
  if (!invalid) return false;
  const target = invalid.matches('input, select, textarea, button')
    ? invalid
    : (invalid.querySelector<HTMLElement>('input:checked:not(:disabled)') ??
      invalid.querySelector<HTMLElement>('input:not(:disabled), select, textarea'));
  if (!target) return false;
  target.focus();
  return true;
}

/**
 * Placed inside a Formik <form>: after a submit the checks refused, and after the server refused
 * values (Formik status), focus goes to the first invalid field of that form.
 */
export function FocusFirstInvalid() {
  const { submitCount, isSubmitting, isValidating, status } = useFormikContext();
  const anchor = useRef<HTMLSpanElement>(null);
  const handled = useRef(0);
  useEffect(() => {
    if (submitCount === handled.current || isSubmitting || isValidating) return;
    handled.current = submitCount;
    focusFirstInvalid(anchor.current?.closest('form'));
  }, [submitCount, isSubmitting, isValidating]);
  useEffect(() => {
    if (status) focusFirstInvalid(anchor.current?.closest('form'));
  }, [status]);
  return <span ref={anchor} hidden />;
}
