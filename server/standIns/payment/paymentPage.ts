import type { Lang, OrderStatusAnswer } from '../../../src/api/types';
import { fillIn, PAYMENT_TEXTS, paymentAmount } from './paymentTexts';

/** The hosted payment page a checkout with a redirect method sends the visitor to. */
export const PAYMENT_PAGE_PATH = '/stand-ins/payment/pay';
export const PAYMENT_STYLESHEET_PATH = '/stand-ins/payment/payment.css';
export const PAYMENT_COMPLETE_PATH = '/stand-ins/payment/complete';

const escapeHtml = (text: string): string =>
  text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

const page = (lang: Lang, title: string, body: string): string => `<!doctype html>
<html lang="${lang}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)}</title>
<link rel="stylesheet" href="${PAYMENT_STYLESHEET_PATH}">
</head>
<body>
<main>
${body}
</main>
</body>
</html>
`;

/**
 * The hosted payment page a redirect payment method sends the visitor to, in the visitor's
 * language: an order summary and one form with the buttons Pay, Fail and Cancel, posting to the
 * complete endpoint.
 */
export function paymentPageHtml(status: OrderStatusAnswer, methodName: string, lang: Lang): string {
  const text = PAYMENT_TEXTS[lang];
  const summary = `<h1>${escapeHtml(text.pageTitle)}</h1>
<p>${escapeHtml(text.pageIntro)}</p>
<dl>
<dt>${escapeHtml(text.order)}</dt><dd>${escapeHtml(status.orderId)}</dd>
<dt>${escapeHtml(text.amount)}</dt><dd>${escapeHtml(paymentAmount(status.total, status.currency, lang))}</dd>
<dt>${escapeHtml(text.method)}</dt><dd>${escapeHtml(methodName)}</dd>
</dl>`;
  if (status.status !== 'pending') {
    const back = `/${encodeURIComponent(lang)}/order/${encodeURIComponent(status.orderId)}/status`;
    return page(
      lang,
      text.pageTitle,
      `${summary}
<p role="status">${escapeHtml(fillIn(text.notWaiting, { status: status.status }))}</p>
<p><a href="${back}">${escapeHtml(text.backToStatus)}</a></p>`,
    );
  }
  return page(
    lang,
    text.pageTitle,
    `${summary}
<form method="post" action="${PAYMENT_COMPLETE_PATH}">
<input type="hidden" name="order" value="${escapeHtml(status.orderId)}">
<input type="hidden" name="lang" value="${escapeHtml(lang)}">
<div class="actions">
<button type="submit" name="result" value="paid">${escapeHtml(text.pay)}</button>
<button type="submit" name="result" value="failed">${escapeHtml(text.fail)}</button>
<button type="submit" name="result" value="cancelled">${escapeHtml(text.cancel)}</button>
</div>
</form>`,
  );
}

export const notFoundHtml = (lang: Lang): string => {
  const text = PAYMENT_TEXTS[lang];
  return page(
    lang,
    text.notFoundTitle,
    `<h1>${escapeHtml(text.notFoundTitle)}</h1>\n<p>${escapeHtml(text.notFound)}</p>`,
  );
};

export const PAYMENT_CSS = `body { font-family: system-ui, sans-serif; margin: 0; background: #f4f5f7; color: #1b1f24; }
main { max-width: 28rem; margin: 3rem auto; padding: 2rem; background: #fff; border-radius: 16px; }
h1 { margin-top: 0; font-size: 1.5rem; }
dl { display: grid; grid-template-columns: auto 1fr; gap: 0.25rem 1rem; }
dt { font-weight: 600; }
dd { margin: 0; }
.actions { display: flex; gap: 0.75rem; flex-wrap: wrap; margin-top: 1.5rem; }
button { font: inherit; padding: 0.6rem 1.2rem; border-radius: 8px; border: 2px solid #1f3a5f; background: #fff; color: #1f3a5f; cursor: pointer; }
button[value="paid"] { background: #1f3a5f; color: #fff; }
button:focus-visible, a:focus-visible { outline: 3px solid #f4c542; outline-offset: 2px; }
a { color: #1f3a5f; }
`;
