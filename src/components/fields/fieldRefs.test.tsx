import { createRef, type ReactElement, type RefObject } from 'react';
import { screen } from '@testing-library/react';
import { renderWithUi } from '../testUtils';
import CheckboxField from './CheckboxField';
import CountryField from './CountryField';
import CurrencyField from './CurrencyField';
import DateField from './DateField';
import EmailField from './EmailField';
import FileField from './FileField';
import PhoneField from './PhoneField';
import TextareaField from './TextareaField';
import TextField from './TextField';

const nothing = () => undefined;

type Case = [string, () => [ReactElement, RefObject<HTMLElement | null>]];

// A caller focuses a field through its ref (a refused voucher code, the insurance box, the
// presale code): the ref is the labelled control itself, not the field's wrapper.
const cases: Case[] = [
  [
    'TextField',
    () => {
      const ref = createRef<HTMLInputElement>();
      return [<TextField ref={ref} name="a" label="Field" value="" onChange={nothing} />, ref];
    },
  ],
  [
    'EmailField',
    () => {
      const ref = createRef<HTMLInputElement>();
      return [<EmailField ref={ref} name="a" label="Field" value="" onChange={nothing} />, ref];
    },
  ],
  [
    'PhoneField',
    () => {
      const ref = createRef<HTMLInputElement>();
      return [<PhoneField ref={ref} name="a" label="Field" value="" onChange={nothing} />, ref];
    },
  ],
  [
    'TextareaField',
    () => {
      const ref = createRef<HTMLTextAreaElement>();
      return [<TextareaField ref={ref} name="a" label="Field" value="" onChange={nothing} />, ref];
    },
  ],
  [
    'DateField',
    () => {
      const ref = createRef<HTMLInputElement>();
      return [<DateField ref={ref} name="a" label="Field" value="" onChange={nothing} />, ref];
    },
  ],
  [
    'CurrencyField',
    () => {
      const ref = createRef<HTMLInputElement>();
      return [
        <CurrencyField
          ref={ref}
          name="a"
          label="Field"
          value={null}
          currency="CHF"
          onChange={nothing}
        />,
        ref,
      ];
    },
  ],
  [
    'CountryField',
    () => {
      const ref = createRef<HTMLSelectElement>();
      return [<CountryField ref={ref} name="a" label="Field" value="" onChange={nothing} />, ref];
    },
  ],
  [
    'FileField',
    () => {
      const ref = createRef<HTMLInputElement>();
      return [<FileField ref={ref} name="a" label="Field" onChange={nothing} />, ref];
    },
  ],
  [
    'CheckboxField',
    () => {
      const ref = createRef<HTMLInputElement>();
      return [
        <CheckboxField ref={ref} name="a" label="Field" checked={false} onChange={nothing} />,
        ref,
      ];
    },
  ],
];

describe('a field’s ref', () => {
  it.each(cases)('%s hands its labelled control to the ref, which can focus it', (_, field) => {
    const [element, ref] = field();
    renderWithUi(element);
    const control = screen.getByLabelText(/^Field/);
    expect(ref.current).toBe(control);
    ref.current?.focus();
    expect(control).toHaveFocus();
  });
});
