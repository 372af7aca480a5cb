import type { OrderStatusAnswer } from '../src/api/types';
import { formatAmount } from './messages';

export const PAYMENT_STYLESHEET_PATH = '/stand-ins/payment/payment.css';
export const PAYMENT_COMPLETE_PATH = '/stand-ins/payment/complete';

const escapeHtml = (text: string): string =>
  text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

const page = (title: string, body: string): string => `<!doctype html>
<html lang="en">
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
 * The hosted payment page a redirect payment method sends the visitor to: an order summary and
 * one form with the buttons Pay, Fail and Cancel, posting to the complete endpoint.
 */
export function paymentPageHtml(
  status: OrderStatusAnswer,
  methodName: string,
  lang: string,
): string {
  const summary = `<h1>Demo payment</h1>
<p>This page stands in for the payment provider. No money is charged.</p>
<dl>
<dt>Order</dt><dd>${escapeHtml(status.orderId)}</dd>
<dt>Amount</dt><dd>${escapeHtml(formatAmount(status.total, status.currency))}</dd>
<dt>Payment method</dt><dd>${escapeHtml(methodName)}</dd>
</dl>`;
  if (status.status !== 'pending') {
    const back = `/${encodeURIComponent(lang)}/order/${encodeURIComponent(status.orderId)}/status`;
    return page(
      'Demo payment',
      `${summary}
<p role="status">This order is not waiting for a payment (status: ${escapeHtml(status.status)}).</p>
<p><a href="${back}">Back to the order status</a></p>`,
    );
  }
  return page(
    'Demo payment',
    `${summary}
<form method="post" action="${PAYMENT_COMPLETE_PATH}">
<input type="hidden" name="order" value="${escapeHtml(status.orderId)}">
<input type="hidden" name="lang" value="${escapeHtml(lang)}">
<div class="actions">
<button type="submit" name="result" value="paid">Pay</button>
<button type="submit" name="result" value="failed">Fail</button>
<button type="submit" name="result" value="cancelled">Cancel</button>
</div>
</form>`,
  );
}

export const notFoundHtml = (): string =>
  page('Payment not found', '<h1>Payment not found</h1>\n<p>There is no order with this id.</p>');

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
