import type { Lang, Picture } from '../api/types';
import { localise } from '../lib/localisedText';
import { pictureSources } from './pictureSources';

export interface ShopPictureProps {
  picture: Picture;
  lang: Lang;
  /** the `sizes` attribute: how wide the picture is drawn, e.g. '(min-width: 48rem) 20rem, 100vw' */
  sizes: string;
  /**
   * the page's largest picture on the first screen (its LCP element): loaded at once with
   * fetchpriority=high. Every other picture loads lazily, when it comes near the screen.
   */
  priority?: boolean;
  className?: string;
}

/**
 * A shop picture as `<picture>`: one `<source>` per modern format (AVIF, WebP) with a srcset of
 * its widths, and an `<img>` in the fallback format with width and height, so the page keeps the
 * picture's room before it loads (no layout shift). alt null in the shop's data means decorative
 * (alt=""); otherwise the alt text in the page's language. Only files whose address passes
 * pictureFileUrl are drawn; with none, nothing is.
 */
export default function ShopPicture({
  picture,
  lang,
  sizes,
  priority = false,
  className,
}: ShopPictureProps) {
  const sources = pictureSources(picture.renditions);
  // no file whose address is the shop's: nothing to show (an empty box would be worse)
  if (!sources) return null;
  const { modern, fallback } = sources;
  // React 18 does not know fetchPriority; the lowercase attribute reaches the DOM as written
  const loading = priority
    ? ({ loading: 'eager', fetchpriority: 'high' } as const)
    : ({ loading: 'lazy' } as const);
  return (
    <picture className={className}>
      {modern.map((source) => (
        <source key={source.type} type={source.type} srcSet={source.srcSet} sizes={sizes} />
      ))}
      <img
        src={fallback.src}
        srcSet={fallback.srcSet}
        sizes={sizes}
        width={picture.width}
        height={picture.height}
        alt={picture.alt ? localise(picture.alt, lang) : ''}
        decoding="async"
        {...loading}
      />
    </picture>
  );
}
