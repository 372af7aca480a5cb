import { useEffect, useState } from 'react';
import type { IconData } from '../lib/iconLoader';
import { useIconLoader } from './iconLoaderContext';
import { SHELL_ICONS } from './shellIcons';
import './Icon.css';

export interface IconProps {
  /** the icon's name in its set, e.g. 'cart-outline' */
  name: string;
  /** the icon set, e.g. 'mdi' (the default) */
  prefix?: string;
  /** width and height: a number in px or any CSS length; default '1em' (the text's size) */
  size?: number | string;
  /** makes the icon meaningful: role="img" with this accessible name; without it the icon is decorative */
  title?: string;
  className?: string;
}

interface Loaded {
  key: string;
  icon: IconData | null;
}

/**
 * An icon by set prefix and name, drawn as inline SVG in the current text colour. While loading,
 * and when the icon cannot be had, an empty box of the same size stands in (the failure is logged
 * by the loader, never shown).
 */
export default function Icon({ name, prefix = 'mdi', size = '1em', title, className }: IconProps) {
  const loader = useIconLoader();
  const key = `${prefix}:${name}`;
  const shell = SHELL_ICONS[key];
  const [loaded, setLoaded] = useState<Loaded | null>(null);

  useEffect(() => {
    if (shell || loader.peek(prefix, name) !== undefined) return;
    let active = true;
    void loader.load(prefix, name).then((icon) => {
      if (active) setLoaded({ key: `${prefix}:${name}`, icon });
    });
    return () => {
      active = false;
    };
  }, [shell, loader, prefix, name]);

  const cached = shell ?? loader.peek(prefix, name);
  const icon = cached !== undefined ? cached : loaded?.key === key ? loaded.icon : null;
  const body = icon?.body ?? '';
  const dimension = typeof size === 'number' ? `${size}px` : size;
  const classes = ['icon', className].filter(Boolean).join(' ');
  const label = title ? { role: 'img', 'aria-label': title } : { 'aria-hidden': true as const };

  if (!icon || !body) {
    // its size as attributes, not a style attribute: the server's HTML may carry no inline style
    // (the Content-Security-Policy's style-src refuses it)
    return (
      <svg
        className={`${classes} icon--empty`}
        data-icon={key}
        width={dimension}
        height={dimension}
        focusable="false"
        {...label}
      />
    );
  }
  return (
    <svg
      className={classes}
      data-icon={key}
      xmlns="http://www.w3.org/2000/svg"
      viewBox={`${icon.left} ${icon.top} ${icon.width} ${icon.height}`}
      width={dimension}
      height={dimension}
      focusable="false"
      {...label}
      // the shop's own drawing (shellIcons.ts), or what the loader kept of an answer: its drawing only
      dangerouslySetInnerHTML={{ __html: body }}
    />
  );
}
