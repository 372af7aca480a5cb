/**
 * The support chat with the demo server's widget stand-in run in jsdom (jsdom loads no scripts:
 * the test runs the stand-in and fires the script element's load event).
 */
import { act, screen, waitFor, within } from '@testing-library/react';
import { siteConfig } from '../../../config/site';
import demo from '../../../server/fixtures/demo-shop.json';
import { trackingStandInScript } from '../../../server/standIns/tracking/trackingStandIns';
import type { Shop } from '../../api/types';
import { makeStore } from '../../app/store';
import { renderWithProviders } from '../../test/renderWithProviders';
import { CONSENT_COOKIE } from '../consent/consentCookie';
import { accepted, rejected } from '../consent/consentSlice';
import SupportChat from './SupportChat';
import { shopQuery } from '../shop/shopQuery';

/** the widget stand-in as the demo server serves it */
const WIDGET = trackingStandInScript('chat-widget.js');
const shop = demo.shop as unknown as Shop;
const SCRIPT_URL = shop.userTrackingConfiguration.supportChat.scriptUrl;

const chatScripts = () =>
  [...document.querySelectorAll('script')].filter(
    (script) => script.getAttribute('src') === SCRIPT_URL,
  );

/** The widget's <script>, once the chat's code (a chunk of its own) has put it in. */
async function injectedScript(): Promise<HTMLScriptElement> {
  await waitFor(() => expect(chatScripts()).toHaveLength(1));
  return chatScripts()[0]!;
}

/** What the browser would do with the injected <script>: run it, then fire load. */
async function runWidgetScript() {
  const script = await injectedScript();
  await act(async () => {
    new Function(WIDGET)();
    script.dispatchEvent(new Event('load'));
  });
}

async function setUp(shopOverride: Shop = shop) {
  const store = makeStore();
  await store.dispatch(
    shopQuery.util.upsertQueryData('getShop', siteConfig.shopSlug ?? 'demo', shopOverride),
  );
  renderWithProviders(<SupportChat />, { store });
  return store;
}

describe('the support chat', () => {
  beforeEach(() => {
    jest.spyOn(globalThis, 'fetch').mockResolvedValue(new Response('{}', { status: 200 }));
  });
  afterEach(() => {
    document.cookie = `${CONSENT_COOKIE}=; max-age=0; path=/`;
    (window as unknown as { Intercom?: (command: string) => void }).Intercom?.('shutdown');
    delete (window as unknown as { Intercom?: unknown }).Intercom;
    for (const script of chatScripts()) script.remove();
  });

  it('loads nothing before consent', async () => {
    await setUp();
    expect(chatScripts()).toEqual([]);
    expect(screen.queryByRole('complementary')).toBeNull();
    expect(fetch).not.toHaveBeenCalled();
  });

  it('after accept, shows the launcher on the configured side and opens a session in the region', async () => {
    const store = await setUp();
    act(() => {
      store.dispatch(accepted());
    });
    await runWidgetScript();
    const chat = screen.getByRole('complementary', { name: 'Support-Chat' });
    expect(chat).toHaveAttribute('data-support-chat', 'right');
    // where the page said (vertical_padding, horizontal_padding), and the page keeps room for it
    expect([chat.style.right, chat.style.bottom]).toEqual(['20px', '20px']);
    expect(document.documentElement).toHaveAttribute('data-chat-launcher', 'right');
    const launcher = within(chat).getByRole('button', { name: 'Chat mit dem Support' });
    expect(launcher).toHaveAttribute('aria-expanded', 'false');
    // Intercom('boot') pinged the EU workspace's API base with the app id
    expect(fetch).toHaveBeenCalledWith(
      'http://localhost/stand-ins/chat/api/eu/messenger/web/ping',
      expect.objectContaining({ method: 'POST' }),
    );
    const [, init] = (fetch as jest.Mock).mock.calls.find(([url]) =>
      String(url).endsWith('/messenger/web/ping'),
    ) as [string, RequestInit];
    expect(String(init.body)).toBe('app_id=demo-chat');

    // and a later reject takes it away again
    act(() => {
      store.dispatch(rejected());
    });
    await waitFor(() => expect(screen.queryByRole('complementary')).toBeNull());
    expect(chatScripts()).toEqual([]);
    expect(document.documentElement).not.toHaveAttribute('data-chat-launcher');
  });

  it('goes to the left when so configured, and stays away when the shop turned it off', async () => {
    const left: Shop = {
      ...shop,
      userTrackingConfiguration: {
        ...shop.userTrackingConfiguration,
        supportChat: {
          ...shop.userTrackingConfiguration.supportChat,
          alignment: 'left',
          region: 'AU',
        },
      },
    };
    const store = await setUp(left);
    act(() => {
      store.dispatch(accepted());
    });
    await runWidgetScript();
    expect(screen.getByRole('complementary')).toHaveAttribute('data-support-chat', 'left');
    expect(fetch).toHaveBeenCalledWith(
      expect.stringContaining('/stand-ins/chat/api/au/messenger/web/ping'),
      expect.anything(),
    );
  });

  it('shuts the Messenger down and boots it again when the same workspace moves to another region', async () => {
    const store = await setUp();
    act(() => {
      store.dispatch(accepted());
    });
    await runWidgetScript();
    const log = () =>
      (window as unknown as { __trackingLog?: { kind: string; apiBase?: string }[] })
        .__trackingLog ?? [];
    const seen = log().length;
    expect(log().at(-1)).toMatchObject({ kind: 'boot', apiBase: '/stand-ins/chat/api/eu' });

    const inAustralia: Shop = {
      ...shop,
      userTrackingConfiguration: {
        ...shop.userTrackingConfiguration,
        supportChat: { ...shop.userTrackingConfiguration.supportChat, region: 'AU' },
      },
    };
    await act(async () => {
      await store.dispatch(
        shopQuery.util.upsertQueryData('getShop', siteConfig.shopSlug ?? 'demo', inAustralia),
      );
    });
    await waitFor(() =>
      expect(
        log()
          .slice(seen)
          .map(({ kind, apiBase }) => ({ kind, apiBase })),
      ).toEqual([
        { kind: 'shutdown', apiBase: undefined },
        { kind: 'boot', apiBase: '/stand-ins/chat/api/au' },
      ]),
    );
    expect(fetch).toHaveBeenCalledWith(
      'http://localhost/stand-ins/chat/api/au/messenger/web/ping',
      expect.objectContaining({ method: 'POST' }),
    );
    expect(screen.getAllByRole('complementary', { name: 'Support-Chat' })).toHaveLength(1);
  });

  it('never loads when the shop turned the chat off', async () => {
    const off: Shop = {
      ...shop,
      userTrackingConfiguration: {
        ...shop.userTrackingConfiguration,
        supportChat: { ...shop.userTrackingConfiguration.supportChat, active: false },
      },
    };
    const store = await setUp(off);
    act(() => {
      store.dispatch(accepted());
    });
    expect(chatScripts()).toEqual([]);
  });

  it('boots nothing when consent is withdrawn while the script is still loading', async () => {
    const store = await setUp();
    act(() => {
      store.dispatch(accepted());
    });
    const script = await injectedScript();
    act(() => {
      store.dispatch(rejected());
    });
    await act(async () => {
      new Function(WIDGET)();
      script.dispatchEvent(new Event('load'));
    });
    expect(screen.queryByRole('complementary')).toBeNull();
  });
});
