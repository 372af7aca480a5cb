/**
 * The icons the shop's own frame always shows (the cart button's), drawn with the first render:
 * no request to the icon endpoint, no icon loader chunk on a visitor's first page, no empty box
 * that fills in later. Every other icon is fetched by prefix and name (spec section 7). The
 * drawing is Material Design Icons' (the 'mdi' set the icon endpoint serves, Apache-2.0);
 * shellIcons.test.ts holds it equal to the installed set.
 */
import type { IconData } from '../lib/iconLoader';

export const SHELL_ICONS: Readonly<Record<string, IconData>> = {
  'mdi:cart-outline': {
    body: '<path fill="currentColor" d="M17 18a2 2 0 0 1 2 2a2 2 0 0 1-2 2a2 2 0 0 1-2-2c0-1.11.89-2 2-2M1 2h3.27l.94 2H20a1 1 0 0 1 1 1c0 .17-.05.34-.12.5l-3.58 6.47c-.34.61-1 1.03-1.75 1.03H8.1l-.9 1.63l-.03.12a.25.25 0 0 0 .25.25H19v2H7a2 2 0 0 1-2-2c0-.35.09-.68.24-.96l1.36-2.45L3 4H1zm6 16a2 2 0 0 1 2 2a2 2 0 0 1-2 2a2 2 0 0 1-2-2c0-1.11.89-2 2-2m9-7l2.78-5H6.14l2.36 5z"/>',
    left: 0,
    top: 0,
    width: 24,
    height: 24,
  },
};
