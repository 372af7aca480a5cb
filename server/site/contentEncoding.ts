/**
 * Which of the encodings we have (in our order of preference) a request's Accept-Encoding
 * takes (RFC 9110, section 12.5.3): the one with the highest q above 0, ours first on a tie;
 * `*` stands for every coding the header does not name; "x-gzip" is gzip. No header, or none
 * of ours acceptable: null (the file as it is).
 */
export function chooseEncoding<E extends string>(
  acceptEncoding: string | undefined,
  available: readonly E[],
): E | null {
  if (acceptEncoding === undefined) return null;
  const weights = new Map<string, number>();
  for (const part of acceptEncoding.split(',')) {
    const [name, ...parameters] = part.trim().split(';');
    const coding = name.trim().toLowerCase();
    if (!coding) continue;
    let q = 1;
    for (const parameter of parameters) {
      const match = /^\s*q\s*=\s*([0-9.]+)\s*$/i.exec(parameter);
      if (match) q = Number(match[1]);
    }
    if (!Number.isFinite(q)) continue;
    const key = coding === 'x-gzip' ? 'gzip' : coding;
    weights.set(key, Math.max(q, weights.get(key) ?? 0));
  }
  let best: E | null = null;
  let bestQ = 0;
  for (const encoding of available) {
    const q = weights.get(encoding) ?? weights.get('*') ?? 0;
    if (q > bestQ) {
      best = encoding;
      bestQ = q;
    }
  }
  return best;
}
