/** @jest-environment ./src/test/nodeEnvironment.cjs */
import { armPayload, probe, PROBE_KINDS, XSS_CORPUS } from './xssCorpus';

describe('the XSS corpus', () => {
  it('names each payload once', () => {
    const names = XSS_CORPUS.map((payload) => payload.name);
    expect(new Set(names).size).toBe(names.length);
    expect(names.length).toBeGreaterThanOrEqual(60);
  });

  it.each(XSS_CORPUS.map((payload) => [payload.name, payload] as const))(
    '%s carries its probe, in one line with single spaces (one accessible name)',
    (_name, payload) => {
      for (const id of [1, 2, 3, 4]) {
        const armed = armPayload(payload, id);
        const js = probe(id, armed.kind);
        const base64 = /base64,([A-Za-z0-9+/=]+)/.exec(armed.payload)?.[1];
        const carried = [
          armed.payload,
          base64 ? Buffer.from(base64, 'base64').toString('utf8') : '',
          decodeURIComponent(armed.payload.replace(/%(?![0-9A-F]{2})/gi, '%25')),
        ].some((form) => form.includes(js));
        expect([armed.payload, carried]).toEqual([armed.payload, true]);
        expect(armed.payload).toBe(armed.payload.trim());
        expect(armed.payload).not.toMatch(/\s{2}|[\t\n\r]/);
      }
    },
  );

  it('rotates the probe kinds, unless a payload can only be seen one way', () => {
    const kinds = [1, 2, 3, 4].map((id) => armPayload(XSS_CORPUS[0], id).kind);
    expect([...kinds].sort()).toEqual([...PROBE_KINDS].sort());
    const dataDocument = XSS_CORPUS.find((payload) => payload.name === 'a-data-html')!;
    expect([1, 2, 3, 4].map((id) => armPayload(dataDocument, id).kind)).toEqual(
      Array(4).fill('dialog'),
    );
  });

  it('writes probes without quotes, so any payload can hold them', () => {
    for (const kind of PROBE_KINDS) expect(probe(7, kind)).not.toMatch(/['"\s]/);
  });
});
