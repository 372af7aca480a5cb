import type { Picture } from '../../api/types';
import { pictureFileUrl } from '../../components/pictureSources';

/** Formats every link-preview crawler reads (WhatsApp, Facebook, LinkedIn, Slack, iMessage, X). */
const PREVIEW_TYPES = ['image/jpeg', 'image/png'];

export interface ShareImage {
  /** absolute */
  url: string;
  width: number;
  height: number;
  type: string;
}

/**
 * The picture as a link preview shows it (og:image): its widest JPEG or PNG file, on the shop's
 * own origin (pictureFileUrl's rule), as an absolute address (a path is on `pageOrigin` when the
 * shop API is the storefront's origin), with its height from the picture's shape. Null when the
 * picture has no such file.
 */
export function shareImage(
  picture: Picture | undefined,
  pageOrigin: string,
  apiOrigin?: string,
): ShareImage | null {
  if (!picture) return null;
  const candidates = picture.renditions
    .filter((file) => PREVIEW_TYPES.includes(file.type) && file.width > 0)
    .map((file) => ({ file, url: pictureFileUrl(file.url, apiOrigin) }))
    .filter((candidate): candidate is { file: typeof candidate.file; url: string } =>
      Boolean(candidate.url),
    );
  if (candidates.length === 0) return null;
  const { file, url } = candidates.reduce((a, b) => (b.file.width > a.file.width ? b : a));
  return {
    url: url.startsWith('/') ? `${pageOrigin}${url}` : url,
    width: file.width,
    height: Math.round((file.width * picture.height) / picture.width),
    type: file.type,
  };
}
