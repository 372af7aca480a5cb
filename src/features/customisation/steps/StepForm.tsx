import { useEffect, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import Button from '../../../components/Button';
import type { StepAnswers, StepScreenProps } from './stepTypes';

const FIELDS = 'input:not([disabled]), textarea:not([disabled]), select:not([disabled])';

/** The control to focus for the first invalid field (a radio group's first radio). */
function firstInvalidField(form: HTMLFormElement): HTMLElement | null {
  const invalid = form.querySelector<HTMLElement>('[aria-invalid="true"]');
  if (!invalid) return null;
  return invalid.matches(FIELDS) ? invalid : invalid.querySelector<HTMLElement>(FIELDS);
}

export interface StepFormProps {
  /** what the dialog gave the screen */
  screen: StepScreenProps;
  /** what the screen asks, under the dialog's title */
  intro: string;
  /** the answers as the fields stand (whether they end the flow names the submit button) */
  answers: StepAnswers;
  /**
   * Checks the fields: the answers to give, or null when one is refused (its message shows, the
   * focus goes there). Without it, the answers as the fields stand are given.
   */
  check?: (form: HTMLFormElement) => StepAnswers | null;
  children: ReactNode;
}

/**
 * A step screen's form: the intro, the fields, then Cancel and Continue (or Add to basket). The
 * buttons are inside the form, so Enter in a field submits it. The fields are checked here, not
 * by the browser (noValidate), so the messages are the translated ones.
 */
export default function StepForm({ screen, intro, answers, check, children }: StepFormProps) {
  const { focusOnMount, onCancel, onAnswer } = screen;
  const { t } = useTranslation('customisation');
  const formRef = useRef<HTMLFormElement>(null);
  const [failedSubmits, setFailedSubmits] = useState(0);

  useEffect(() => {
    if (focusOnMount) formRef.current?.querySelector<HTMLElement>(FIELDS)?.focus();
  }, [focusOnMount]);

  // after the messages are rendered: the first invalid field gets the focus
  useEffect(() => {
    if (failedSubmits > 0 && formRef.current) firstInvalidField(formRef.current)?.focus();
  }, [failedSubmits]);

  return (
    <form
      ref={formRef}
      className="customisation-step"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        const checked = check ? check(event.currentTarget) : answers;
        if (checked) onAnswer(checked);
        else setFailedSubmits((count) => count + 1);
      }}
    >
      <p className="customisation-step__intro">{intro}</p>
      <div className="customisation-step__fields">{children}</div>
      <div className="customisation-step__actions">
        <Button variant="neutral" onClick={onCancel}>
          {t('actions.cancel')}
        </Button>
        <Button type="submit">
          {screen.finishesWith(answers) ? t('actions.finish') : t('actions.continue')}
        </Button>
      </div>
    </form>
  );
}
