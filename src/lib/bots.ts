/** Search engines and link-preview crawlers: they get no error page, the error is only logged. */
const BOT_PATTERN =
  /bot\b|crawler|spider|slurp|bingpreview|facebookexternalhit|facebot|embedly|quora link preview|outbrain|pinterest|vkshare|w3c_validator|whatsapp|telegram|skypeuripreview|discord|slack|linkedin|mediapartners|lighthouse-crawler|yandex|baidu|duckduck|applebot|petalbot|semrush|ahrefs/i;

export function isBotUserAgent(userAgent: string | null | undefined): boolean {
  return typeof userAgent === 'string' && BOT_PATTERN.test(userAgent);
}
