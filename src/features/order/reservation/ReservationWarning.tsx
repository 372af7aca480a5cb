/**
 * The reservation notice (issue 17, point 3; WCAG 2.2.1 Timing Adjustable): wherever the visitor
 * is, a toast at the top of the window warns at 2 minutes and at 30 seconds left that the
 * reservation is running out, and offers to keep it when the order's answer says it can be
 * extended (one press of the button). Not a modal: the page stays usable.
 *
 * - Announced once per warning: each warning is a new alert; the time ticking in it is a timer
 *   (aria-live off), never announced again. That it was extended is said once, in a polite
 *   status region that stays in the page.
 * - Focus: the warning takes it (on "keep", else on "close"), so one key press keeps the
 *   reservation, unless the visitor is typing in a field (their typing is never cut off);
 *   Escape or "close" gives it back to where it was (else to the main content). When the button
 *   that had it goes (extended, refused), the close button takes it.
 * - It lives in the topmost open modal dialog while one is open (the cart panel), like the error
 *   toast; on the page it keeps room above the page while it shows, so nothing focused can scroll
 *   under it.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import { useTranslation } from 'react-i18next';
import { useAppDispatch, useAppSelector } from '../../../state/hooks';
import Button from '../../../components/Button';
import { formatClock } from '../../../components/Countdown';
import { Toast, ToastRegion } from '../../../components/Toast';
import { PAGE_MAKES_ROOM } from '../../../components/pageRoom';
import VisuallyHidden from '../../../components/VisuallyHidden';
import { returnFocus } from '../../../components/focusable';
import { useToastHost } from '../../errors/useToastHost';
import { useVisitorMessage } from '../../errors/useVisitorMessage';
import {
  reservationExtensionRequested,
  reservationNoticeClosed,
} from '../../orderModel/orderEvents';
import {
  selectExtensionOffered,
  selectReservationNotice,
  selectSecondsLeft,
} from '../orderSelectors';
import './ReservationWarning.css';
import { useLayoutEffectInBrowser } from '../../../components/useLayoutEffectInBrowser';

/** The time left, as a clock: the only part of the notice that changes every second. */
function ReservationClock({ label }: { label: string }) {
  const secondsLeft = useAppSelector(selectSecondsLeft);
  if (secondsLeft === null) return null;
  return (
    <span className="reservation-notice__clock" role="timer" aria-live="off" aria-label={label}>
      {formatClock(secondsLeft)}
    </span>
  );
}

/** A field the visitor types into: the warning does not take the focus from it. */
function isTypingIn(element: Element | null): boolean {
  if (!(element instanceof HTMLElement)) return false;
  if (element.isContentEditable || element instanceof HTMLTextAreaElement) return true;
  if (element instanceof HTMLSelectElement) return true;
  return (
    element instanceof HTMLInputElement &&
    !['button', 'checkbox', 'radio', 'submit', 'reset', 'range', 'color', 'file', 'image'].includes(
      element.type,
    )
  );
}

/**
 * While the notice shows on the page (not in a dialog), the page keeps room above itself for it:
 * the body's top padding and the scroll padding are the notice's bottom edge, so nothing of the
 * page lies under it and a focused element scrolls into view below it (WCAG 2.4.11); what sticks
 * to the top while the page scrolls (the checkout's summary, the seating chart) sticks below it
 * (`--page-top-room`, written only when the notice comes, goes or changes its height).
 */
function useRoomAbove(element: HTMLElement | null, wanted: boolean): void {
  useLayoutEffectInBrowser(() => {
    if (!wanted || !element || element.closest('dialog')) return undefined;
    const { documentElement: root, body } = document;
    let room = '';
    // read in the observer's report, after layout: nothing is forced in the middle of a commit
    const keepRoom = () => {
      const value = `${Math.ceil(element.getBoundingClientRect().bottom)}px`;
      if (value === room) return;
      room = value;
      root.style.scrollPaddingTop = value;
      root.style.setProperty('--page-top-room', value);
      body.style.paddingTop = value;
    };
    // its toast region stays at the top: the room would follow it wherever it moved
    element.setAttribute(PAGE_MAKES_ROOM, '');
    const observer = typeof ResizeObserver === 'function' ? new ResizeObserver(keepRoom) : null;
    if (observer) observer.observe(element);
    else keepRoom();
    return () => {
      observer?.disconnect();
      element.removeAttribute(PAGE_MAKES_ROOM);
      root.style.removeProperty('scroll-padding-top');
      root.style.removeProperty('--page-top-room');
      body.style.removeProperty('padding-top');
    };
  }, [element, wanted]);
}

export default function ReservationWarning() {
  const { t } = useTranslation('reservation');
  const dispatch = useAppDispatch();
  const { notice, extension, refusal } = useAppSelector(selectReservationNotice);
  const offered = useAppSelector(selectExtensionOffered);
  const messageOf = useVisitorMessage();
  const refusalText = refusal ? messageOf(refusal.message) : null;
  const host = useToastHost(notice !== null);
  const [box, setBox] = useState<HTMLDivElement | null>(null);
  const keepRef = useRef<HTMLButtonElement>(null);
  const closeButton = () => box?.querySelector<HTMLButtonElement>('.toast__close') ?? null;
  /** where the focus was when the warning took it: it goes back there */
  const returnTo = useRef<HTMLElement | null>(null);
  /** the focus is (or was, until its element went) in the notice */
  const focused = useRef(false);
  useRoomAbove(box, notice !== null);

  const warningKey = notice?.kind === 'warning' ? `warning-${notice.threshold}` : null;

  // a new warning takes the focus, unless the visitor is typing
  useEffect(() => {
    if (warningKey === null || !box) return;
    const active = document.activeElement;
    if (isTypingIn(active) || box.contains(active)) return;
    returnTo.current = active instanceof HTMLElement && active !== document.body ? active : null;
    (keepRef.current ?? closeButton())?.focus();
    focused.current = true;
    // only when a new warning comes
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [warningKey, box]);

  // the button that had the focus went (extended, refused): the close button takes it
  useEffect(() => {
    const active = document.activeElement;
    if (focused.current && (active === null || active === document.body)) closeButton()?.focus();
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [notice, extension, offered]);

  const close = useCallback(() => {
    const hadFocus = box?.contains(document.activeElement) ?? false;
    dispatch(reservationNoticeClosed());
    focused.current = false;
    if (!hadFocus) return;
    const opener = returnTo.current;
    returnTo.current = null;
    returnFocus(opener);
  }, [box, dispatch]);

  // Escape in the notice closes it (not the dialog it may lie in); focus in it is noted
  useEffect(() => {
    if (!box) return undefined;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      event.preventDefault();
      event.stopPropagation();
      close();
    };
    const onFocusIn = () => {
      focused.current = true;
    };
    box.addEventListener('keydown', onKeyDown);
    box.addEventListener('focusin', onFocusIn);
    return () => {
      box.removeEventListener('keydown', onKeyDown);
      box.removeEventListener('focusin', onFocusIn);
    };
  }, [box, close]);

  // said once, politely, in a region that stays: that the reservation was extended
  const status = notice?.kind === 'extended' ? t('extended.title') : '';

  return (
    <>
      <VisuallyHidden role="status" aria-live="polite" aria-atomic="true">
        {status}
      </VisuallyHidden>
      {notice !== null &&
        host !== null &&
        createPortal(
          <ToastRegion placement="top" label={t('region')}>
            <div ref={setBox} className="reservation-notice">
              {notice.kind === 'warning' ? (
                <Toast
                  key={warningKey}
                  tone="warning"
                  title={t('warning.title')}
                  onClose={close}
                  closeLabel={t('close')}
                  actions={
                    offered ? (
                      <Button
                        ref={keepRef}
                        size="small"
                        loading={extension === 'asked'}
                        onClick={() => dispatch(reservationExtensionRequested())}
                      >
                        {t('extend')}
                      </Button>
                    ) : null
                  }
                >
                  <p className="reservation-notice__text">
                    {notice.threshold >= 60 && notice.threshold % 60 === 0
                      ? t('warning.minutes', { count: notice.threshold / 60 })
                      : t('warning.seconds', { count: notice.threshold })}{' '}
                    <ReservationClock label={t('timeLeft')} />
                  </p>
                  {refusalText !== null ? (
                    <p className="reservation-notice__refusal">{refusalText}</p>
                  ) : !offered ? (
                    <p className="reservation-notice__text">{t('warning.cannotExtend')}</p>
                  ) : null}
                </Toast>
              ) : (
                <Toast
                  key="extended"
                  tone="success"
                  live={false}
                  title={t('extended.title')}
                  onClose={close}
                  closeLabel={t('close')}
                >
                  <p className="reservation-notice__text">
                    {t('extended.message')} <ReservationClock label={t('timeLeft')} />
                  </p>
                </Toast>
              )}
            </div>
          </ToastRegion>,
          host,
        )}
    </>
  );
}
