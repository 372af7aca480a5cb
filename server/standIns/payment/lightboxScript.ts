import type { Lang } from '../../../src/api/types';
import { fillIn, PAYMENT_TEXTS } from './paymentTexts';

/** The lightbox script a checkout with a lightbox method answers with. */
export const LIGHTBOX_SCRIPT_PATH = '/stand-ins/payment/lightbox.js';

/** What the lightbox stand-in needs to know about the order it takes payment for. */
export interface LightboxConfig {
  orderId: string;
  /**
   * the payment method configuration ids the lightbox offers for the transaction (Wallee's
   * numbers: PaymentMethod.paymentMethodConfigurationId of the walle-lightbox methods)
   */
  configurationIds: number[];
  /** shown in the dialog, e.g. "CHF 89.00" */
  amount: string;
  /** GET target without the result, e.g. /stand-ins/payment/complete?order=…&lang=de */
  completeUrl: string;
  /** the visitor's language: the dialog's words */
  lang: Lang;
}

/**
 * The payment lightbox stand-in: defines window.LightboxCheckoutHandler.startPayment(
 * paymentMethodConfigurationId, errorCallback), as Wallee's lightbox script does
 * (app-wallee.com/doc/payment/lightbox: the id is Wallee's payment method configuration id, a
 * number). A missing or non-numeric id, or one the transaction does not offer, is refused through
 * the error callback, and nothing opens. A known one opens a modal dialog in the visitor's
 * language (role=dialog, aria-modal, focus inside, Tab kept inside) with the buttons Pay, Fail and
 * Cancel and a close button; closing it (the button, Escape) cancels the payment. A choice
 * navigates to the complete endpoint, which records the result and sends the visitor on as the
 * provider would: to the success address (the order status page) or, failed or cancelled, to the
 * failure address (the checkout the lightbox was opened on). `navigate` is replaceable, for tests.
 */
export function lightboxScript(config: LightboxConfig): string {
  const text = PAYMENT_TEXTS[config.lang];
  const words = {
    title: text.lightboxTitle,
    text: fillIn(text.lightboxText, { amount: config.amount }),
    pay: text.pay,
    fail: text.fail,
    cancel: text.cancel,
    close: text.close,
  };
  const json = JSON.stringify({ ...config, words }).replace(/</g, '\\u003c');
  return `(function () {
  'use strict';
  var config = ${json};
  var open = null;

  function css(element, styles) {
    for (var name in styles) element.style[name] = styles[name];
  }

  function element(tag, text) {
    var node = document.createElement(tag);
    if (text) node.textContent = text;
    return node;
  }

  function showDialog() {
    if (open) { open.focus(); return; }
    var backdrop = element('div');
    backdrop.setAttribute('data-lightbox-stand-in', '');
    css(backdrop, { position: 'fixed', inset: '0', background: 'rgba(0, 0, 0, 0.55)', display: 'flex',
      alignItems: 'center', justifyContent: 'center', zIndex: '2147483000' });
    var dialog = element('div');
    dialog.setAttribute('role', 'dialog');
    dialog.setAttribute('aria-modal', 'true');
    dialog.setAttribute('aria-labelledby', 'lightbox-stand-in-title');
    dialog.setAttribute('aria-describedby', 'lightbox-stand-in-text');
    dialog.tabIndex = -1;
    css(dialog, { background: '#fff', color: '#1b1f24', padding: '24px', borderRadius: '16px',
      width: 'min(24rem, calc(100% - 32px))', fontFamily: 'system-ui, sans-serif' });
    dialog.lang = config.lang;
    var header = element('div');
    css(header, { display: 'flex', justifyContent: 'space-between', alignItems: 'flex-start', gap: '12px' });
    var title = element('h2', config.words.title);
    title.id = 'lightbox-stand-in-title';
    css(title, { marginTop: '0' });
    var close = element('button', '\\u00d7');
    close.type = 'button';
    close.setAttribute('aria-label', config.words.close);
    css(close, { font: 'inherit', fontSize: '1.5rem', lineHeight: '1', width: '44px', height: '44px',
      border: '0', borderRadius: '50%', background: 'transparent', color: '#1b1f24' });
    close.addEventListener('click', function () { choose('cancelled'); });
    header.appendChild(title);
    header.appendChild(close);
    var text = element('p', config.words.text);
    text.id = 'lightbox-stand-in-text';
    var actions = element('div');
    css(actions, { display: 'flex', gap: '12px', flexWrap: 'wrap' });
    var choices = [['paid', config.words.pay], ['failed', config.words.fail], ['cancelled', config.words.cancel]];
    var buttons = choices.map(function (choice) {
      var button = element('button', choice[1]);
      button.type = 'button';
      button.value = choice[0];
      css(button, { font: 'inherit', padding: '8px 16px', borderRadius: '8px', border: '2px solid #1f3a5f',
        background: choice[0] === 'paid' ? '#1f3a5f' : '#fff', color: choice[0] === 'paid' ? '#fff' : '#1f3a5f' });
      button.addEventListener('click', function () { choose(choice[0]); });
      actions.appendChild(button);
      return button;
    });

    var focusables = [close].concat(buttons);

    function choose(result) {
      focusables.forEach(function (button) { button.disabled = true; });
      handler.navigate(config.completeUrl + '&result=' + encodeURIComponent(result));
    }

    dialog.addEventListener('keydown', function (event) {
      if (event.key === 'Escape') {
        event.preventDefault();
        choose('cancelled');
      } else if (event.key === 'Tab') {
        var first = focusables[0];
        var last = focusables[focusables.length - 1];
        if (event.shiftKey && document.activeElement === first) { event.preventDefault(); last.focus(); }
        else if (!event.shiftKey && document.activeElement === last) { event.preventDefault(); first.focus(); }
      }
    });

    dialog.appendChild(header);
    dialog.appendChild(text);
    dialog.appendChild(actions);
    backdrop.appendChild(dialog);
    document.body.appendChild(backdrop);
    open = dialog;
    buttons[0].focus();
  }

  /** Why Wallee would not start with this id: missing, not a number, or not offered; else null. */
  function refuse(id) {
    if (id === undefined || id === null || id === '') return 'paymentMethodConfigurationId is required';
    var number = typeof id === 'number' ? id : typeof id === 'string' && /^[0-9]+$/.test(id) ? Number(id) : NaN;
    if (!(number > 0 && Math.floor(number) === number))
      return 'paymentMethodConfigurationId must be a number: ' + String(id);
    if (config.configurationIds.indexOf(number) === -1)
      return 'No payment method configuration ' + number + ' for this transaction';
    return null;
  }

  var handler = {
    navigate: function (url) { window.location.assign(url); },
    startPayment: function (paymentMethodConfigurationId, onError) {
      var refusal = refuse(paymentMethodConfigurationId);
      if (refusal) {
        if (typeof onError === 'function') onError(new Error(refusal));
        return;
      }
      showDialog();
    }
  };
  window.LightboxCheckoutHandler = handler;
})();
`;
}
