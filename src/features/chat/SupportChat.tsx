import { useEffect } from 'react';
import { useAppSelector } from '../../state/hooks';
import { selectHasFullConsent } from '../consent/consentSlice';
import { selectLang } from '../locale/localeSlice';
import { useShop } from '../shop/useShop';
import { logTrackingFailure } from '../tracking/trackingLog';
import { chatBootConfig } from './chatConfig';
import type * as ChatWidgetModule from './chatWidget';
import './chat.css';

type ChatWidget = typeof ChatWidgetModule;

/** the widget's loader, with the tracking providers: fetched only once a chat starts */
let widget: Promise<ChatWidget> | null = null;
const chatWidget = () =>
  (widget ??= import(/* webpackChunkName: "tracking" */ './chatWidget').catch((error: unknown) => {
    widget = null; // a later start tries again
    throw error;
  }));

/**
 * The support chat (spec section 1): the shop's chat widget, loaded only with full consent and
 * only when the shop turned it on; removed again when consent is withdrawn. Renders nothing
 * itself: the widget puts its launcher on the configured side of the window. One in each layout;
 * switching layouts keeps the running chat.
 */
export default function SupportChat() {
  const consent = useAppSelector(selectHasFullConsent);
  const lang = useAppSelector(selectLang);
  const { data: shop } = useShop();
  const chat = shop?.userTrackingConfiguration.supportChat;
  const config = consent ? chatBootConfig(chat, lang) : null;
  const scriptUrl = chat?.scriptUrl ?? '';
  const key = config ? JSON.stringify([scriptUrl, config]) : null;

  useEffect(() => {
    if (!key) {
      // nothing to stop unless a chat was started (its code is loaded then)
      void widget?.then(({ stopChat }) => stopChat());
      return;
    }
    const [url, boot] = JSON.parse(key) as [string, NonNullable<typeof config>];
    chatWidget()
      .then(({ startChat }) => startChat(url, boot))
      .catch((error: unknown) => logTrackingFailure('support chat', error));
  }, [key]);

  return null;
}
