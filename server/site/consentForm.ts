/**
 * The consent banner's form for a visitor without JavaScript (src/features/consent/
 * ConsentDialog.tsx): POST /consent with `choice` (accept or reject) and `return` (the page it
 * came from). The choice goes into the consent cookie exactly as the storefront writes it (one
 * year, path /, SameSite Lax), and the answer sends the visitor back to the page (303), which the
 * server then renders without the banner. Anything else is a 400 and changes nothing.
 */
import express, { Router } from 'express';
import {
  CONSENT_FORM_ACCEPT,
  CONSENT_FORM_REJECT,
  CONSENT_COOKIE,
  CONSENT_COOKIE_MAX_AGE_S,
  CONSENT_FORM_CHOICE,
  CONSENT_FORM_PATH,
  CONSENT_FORM_RETURN,
  consentCookieValue,
} from '../../src/features/consent/consentCookie';

/** A path of this site to come back to: '/…', never '//…' (another host) nor a backslash. */
const isOwnPath = (value: unknown): value is string =>
  typeof value === 'string' && /^\/(?![/\\])/.test(value) && !/[\\\s]/.test(value);

export function consentForm(): Router {
  const router = Router();
  router.post(
    CONSENT_FORM_PATH,
    express.urlencoded({ extended: false, limit: '4kb' }),
    (req, res) => {
      const body = (req.body ?? {}) as Record<string, unknown>;
      const choice = body[CONSENT_FORM_CHOICE];
      if (choice !== CONSENT_FORM_ACCEPT && choice !== CONSENT_FORM_REJECT) {
        res.status(400).type('text').send('choice must be accept or reject');
        return;
      }
      res.cookie(CONSENT_COOKIE, consentCookieValue(choice === CONSENT_FORM_ACCEPT), {
        path: '/',
        sameSite: 'lax',
        secure: req.secure,
        maxAge: CONSENT_COOKIE_MAX_AGE_S * 1000,
        encode: encodeURIComponent,
      });
      res.setHeader('Cache-Control', 'no-store');
      const back = body[CONSENT_FORM_RETURN];
      res.redirect(303, isOwnPath(back) ? back : '/');
    },
  );
  return router;
}
