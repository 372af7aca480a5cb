import { icons as mdi } from '@iconify-json/mdi';
import { resolveIcon } from '../lib/iconLoader';
import { safeSvgBody } from '../lib/safeSvg';
import { SHELL_ICONS } from './shellIcons';

describe("the shop frame's own icons", () => {
  it.each(Object.keys(SHELL_ICONS))("%s is the installed set's drawing", (key) => {
    const [prefix, name] = key.split(':');
    expect(prefix).toBe('mdi');
    expect(SHELL_ICONS[key]).toEqual(resolveIcon(mdi, name));
    // nothing in it that the loader would strip from an answer: the same drawing comes through
    const kept = safeSvgBody(SHELL_ICONS[key].body);
    expect(kept).toBe(SHELL_ICONS[key].body.replace(/<path (.*)\/>$/, '<path $1></path>'));
  });
});
