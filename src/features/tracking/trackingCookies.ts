/**
 * The first-party cookies the analytics tag and the ad pixels set (Google Analytics _ga, _ga_*,
 * _gid, _gat*; Meta _fbp, _fbc; TikTok _ttp, _tt_*). When the visitor withdraws consent they are
 * deleted: on this host and on each parent domain a tag may have used.
 */
const TRACKING_COOKIE = /^(_ga|_ga_.+|_gid|_gat.*|_fbp|_fbc|_ttp|_tt_.+)$/;

export const isTrackingCookie = (name: string): boolean => TRACKING_COOKIE.test(name);

/** The names of the tracking cookies the page can see. */
export function trackingCookieNames(): string[] {
  if (typeof document === 'undefined') return [];
  return document.cookie
    .split(';')
    .map((part) => part.split('=')[0].trim())
    .filter(isTrackingCookie);
}

export function clearTrackingCookies(): void {
  const names = trackingCookieNames();
  if (names.length === 0) return;
  const labels = window.location.hostname.split('.');
  const domains = [''];
  for (let i = 0; i < labels.length - 1; i += 1)
    domains.push(`; domain=.${labels.slice(i).join('.')}`);
  for (const name of names)
    for (const domain of domains)
      document.cookie = `${name}=; max-age=0; path=/${domain}; SameSite=Lax`;
}
