import type { Action } from '@reduxjs/toolkit';
import { useCallback, useEffect, useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router-dom';
import { useAppDispatch, useAppSelector } from '../../state/hooks';
import Button from '../../components/Button';
import { returnFocus } from '../../components/focusable';
import { selectLang } from '../locale/localeSlice';
import {
  accepted,
  dialogClosed,
  dialogShown,
  rejected,
  selectConsentDialogDue,
  selectConsentDialogShown,
  selectConsentStatus,
} from './consentSlice';
import {
  CONSENT_FORM_ACCEPT,
  CONSENT_FORM_CHOICE,
  CONSENT_FORM_PATH,
  CONSENT_FORM_REJECT,
  CONSENT_FORM_RETURN,
} from './consentCookie';
import './consent.css';
import { useLayoutEffectInBrowser } from '../../components/useLayoutEffectInBrowser';

/**
 * The consent dialog (spec section 4): a non-modal banner dialog pinned to the bottom of the
 * window, shown while the visitor is undecided and whenever the footer's cookie settings reopen it.
 * 'Accept all' and 'Reject all' sit side by side on this first layer, the same variant and size.
 *
 * It does not trap the page (docs/decisions/consent.md): shown by itself it takes no
 * focus, and it comes right after the skip link in the document, so the keyboard reaches it first
 * thing. Reopened, it takes focus (its heading), Escape or 'Close' keeps the earlier choice, and
 * focus goes back to the opener. The page keeps room below its content, so the banner never hides
 * anything for good, and focused elements scroll into view above it.
 */

/** The banner's two equal choices, in this order, as the form's values and as the store's events. */
const CHOICES = [
  { value: CONSENT_FORM_REJECT, text: 'dialog.rejectAll', action: rejected },
  { value: CONSENT_FORM_ACCEPT, text: 'dialog.acceptAll', action: accepted },
] as const;

export default function ConsentDialog() {
  const { t } = useTranslation('consent');
  const { pathname, search } = useLocation();
  const dispatch = useAppDispatch();
  const lang = useAppSelector(selectLang);
  const due = useAppSelector(selectConsentDialogDue);
  const open = useAppSelector(selectConsentDialogShown);
  const status = useAppSelector(selectConsentStatus);
  const decided = status !== 'undecided';
  // an undecided visitor sees the banner in the page's first paint, not one commit later (its
  // text is often the largest thing a first visit paints: Lighthouse's LCP); dialogShown follows
  const shown = open || due;
  const titleId = useId();
  const textId = useId();
  const dialogRef = useRef<HTMLElement>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  /** where focus goes back to when a reopened dialog closes */
  const openerRef = useRef<HTMLElement | null>(null);
  /** the visitor closed the dialog from inside it: focus must not be lost */
  const giveFocusBack = useRef(false);

  useEffect(() => {
    if (due) dispatch(dialogShown());
  }, [due, dispatch]);

  // reopened by the visitor: focus moves in, remembering where it came from
  useLayoutEffectInBrowser(() => {
    if (!open || !decided) return;
    const active = document.activeElement;
    openerRef.current = active instanceof HTMLElement && active !== document.body ? active : null;
    headingRef.current?.focus();
    // only when opening; a choice made inside keeps `decided` true
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [open]);

  // closed from inside: back to the opener, else to the page's main content
  useEffect(() => {
    if (open || !giveFocusBack.current) return;
    giveFocusBack.current = false;
    const opener = openerRef.current;
    openerRef.current = null;
    returnFocus(opener);
  }, [open]);

  // keep room for the banner below the page while it shows (consent.css, "room below the page")
  useLayoutEffectInBrowser(() => {
    const dialog = dialogRef.current;
    if (!shown || !dialog) return;
    const { documentElement: root, body } = document;
    let room = '';
    // written on <html> and <body> themselves, and only when it changes: an inherited custom
    // property on <html> made the browser restyle the whole page on every write
    const keepRoom = (height: number) => {
      const value = `${Math.ceil(height)}px`;
      if (value === room) return;
      room = value;
      root.style.scrollPaddingBottom = value;
      body.style.paddingBottom = value;
    };
    // the observer's first report comes after the first layout and before the first paint, with
    // the size: reading offsetHeight here would force a layout of the page in the middle of a commit
    const observer =
      typeof ResizeObserver === 'function'
        ? new ResizeObserver((entries) => {
            const box = entries[entries.length - 1]?.borderBoxSize?.[0];
            keepRoom(box ? box.blockSize : dialog.offsetHeight);
          })
        : null;
    if (observer) observer.observe(dialog);
    else keepRoom(dialog.offsetHeight);
    return () => {
      observer?.disconnect();
      root.style.removeProperty('scroll-padding-bottom');
      body.style.removeProperty('padding-bottom');
    };
  }, [shown]);

  const choose = useCallback(
    (action: Action) => {
      const active = document.activeElement;
      giveFocusBack.current = Boolean(dialogRef.current?.contains(active));
      dispatch(action);
    },
    [dispatch],
  );

  // Escape closes a reopened dialog, keeping the choice (an undecided visitor has to choose)
  useEffect(() => {
    const dialog = dialogRef.current;
    if (!open || !decided || !dialog) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      event.stopPropagation();
      choose(dialogClosed());
    };
    dialog.addEventListener('keydown', onKeyDown);
    return () => dialog.removeEventListener('keydown', onKeyDown);
  }, [open, decided, choose]);

  if (!shown) return null;

  return (
    <section
      ref={dialogRef}
      className="consent-banner"
      role="dialog"
      aria-modal="false"
      aria-labelledby={titleId}
      aria-describedby={textId}
    >
      <div className="consent-banner__inner">
        <div className="consent-banner__text">
          <h2 id={titleId} ref={headingRef} className="consent-banner__title" tabIndex={-1}>
            {t('dialog.title')}
          </h2>
          <p id={textId} className="consent-banner__body">
            {t('dialog.text')}{' '}
            <Link to={`/${lang}/about/privacy-policy`}>{t('dialog.privacyLink')}</Link>
          </p>
          {decided && (
            <p className="consent-banner__current">
              {status === 'accepted' ? t('dialog.current.accepted') : t('dialog.current.rejected')}
            </p>
          )}
        </div>
        {/* a form the server takes when no script runs (server/site/consentForm.ts): the choice
            is kept in the same cookie and the visitor comes back to the page */}
        <form
          className="consent-banner__actions"
          method="post"
          action={CONSENT_FORM_PATH}
          onSubmit={(event) => event.preventDefault()}
        >
          <input type="hidden" name={CONSENT_FORM_RETURN} value={`${pathname}${search}`} />
          {CHOICES.map(({ value, text, action }) => (
            <Button
              key={value}
              type="submit"
              name={CONSENT_FORM_CHOICE}
              value={value}
              variant="solid"
              size="normal"
              onClick={(event) => {
                event.preventDefault();
                choose(action());
              }}
            >
              {t(text)}
            </Button>
          ))}
          {decided && (
            <Button
              variant="neutral"
              size="small"
              className="consent-banner__close"
              onClick={() => choose(dialogClosed())}
            >
              {t('dialog.close')}
            </Button>
          )}
        </form>
      </div>
    </section>
  );
}
