/** @jest-environment ./src/test/nodeEnvironment.cjs */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { demoApiOptionsFromEnv } from '../demoApi/demoApi';
import { loadDemoFixture } from '../demoFixture/fixture';
import { parseLatency, resolveOptions } from './options';

describe('demoApiOptionsFromEnv', () => {
  it('reads the knobs', () => {
    expect(
      demoApiOptionsFromEnv({
        DEMO_RESERVATION_SECONDS: '30',
        DEMO_RESERVATION_EXTENSIONS: '1',
        DEMO_LATENCY_MS: '0-800',
        DEMO_FAILURE_RATE: '0.2',
      }),
    ).toEqual({
      reservationSeconds: 30,
      reservationExtensions: 1,
      latencyMs: [0, 800],
      failureRate: 0.2,
    });
    // no extension at all is a choice too; a negative count is not read
    expect(demoApiOptionsFromEnv({ DEMO_RESERVATION_EXTENSIONS: '0' })).toEqual({
      reservationExtensions: 0,
    });
    expect(demoApiOptionsFromEnv({ DEMO_RESERVATION_EXTENSIONS: '-2' })).toEqual({});
  });

  it('takes a single latency, and ignores what it cannot read', () => {
    expect(demoApiOptionsFromEnv({ DEMO_LATENCY_MS: '200' })).toEqual({ latencyMs: [200, 200] });
    expect(
      demoApiOptionsFromEnv({
        DEMO_RESERVATION_SECONDS: 'soon',
        DEMO_LATENCY_MS: 'fast',
        DEMO_FAILURE_RATE: '',
      }),
    ).toEqual({});
    expect(demoApiOptionsFromEnv({})).toEqual({});
    expect(demoApiOptionsFromEnv({ DEMO_FAILURE_RATE: '3' })).toEqual({ failureRate: 1 });
  });

  it('parses latency ranges either way round', () => {
    expect(parseLatency('800-100')).toEqual([100, 800]);
    expect(parseLatency(' 5 - 10 ')).toEqual([5, 10]);
    expect(parseLatency('-5')).toBeUndefined();
  });

  it('has the documented defaults', () => {
    const resolved = resolveOptions();
    expect(resolved).toMatchObject({
      reservationSeconds: 900,
      reservationExtensions: 10,
      latencyMs: [0, 0],
      failureRate: 0,
      buildId: 'dev',
    });
    expect(resolved.fixture.shop.slug).toBe('demo');
  });
});

describe('DEMO_FIXTURE', () => {
  let dir = '';
  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), 'billett-fixture-'));
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  const writeFixture = (name: string, content: string) => {
    writeFileSync(join(dir, name), content);
    return join(dir, name);
  };
  const renamed = (name: string) => {
    const fixture = loadDemoFixture();
    fixture.shop.name = name;
    return JSON.stringify(fixture);
  };

  it('leaves the demo shop as the default: unset, empty or demo', () => {
    expect(demoApiOptionsFromEnv({ DEMO_FIXTURE: 'demo' })).toEqual({});
    expect(demoApiOptionsFromEnv({ DEMO_FIXTURE: ' ' })).toEqual({});
    expect(resolveOptions(demoApiOptionsFromEnv({})).fixture.xssProbes).toBeUndefined();
  });

  it('serves the hostile shop by name', () => {
    const { fixture } = demoApiOptionsFromEnv({ DEMO_FIXTURE: 'hostile', DEMO_LATENCY_MS: '5' });
    expect(fixture?.shop.name).toMatch(/^Kulturhaus Demo <\/title><script>/);
    expect(fixture?.xssProbes?.length).toBeGreaterThan(100);
    expect(resolveOptions({ fixture }).fixture).toEqual(fixture);
  });

  it('reads a fixture file by absolute path, or relative to the working directory', () => {
    const file = writeFixture('mine.json', renamed('Theater Eins'));
    expect(demoApiOptionsFromEnv({ DEMO_FIXTURE: file }).fixture?.shop.name).toBe('Theater Eins');
    writeFixture('other.json', renamed('Theater Zwei'));
    expect(demoApiOptionsFromEnv({ DEMO_FIXTURE: 'other.json' }, dir).fixture?.shop.name).toBe(
      'Theater Zwei',
    );
    expect(
      demoApiOptionsFromEnv({ DEMO_FIXTURE: `./${'other.json'}` }, dir).fixture?.shop.name,
    ).toBe('Theater Zwei');
  });

  it('refuses, saying why, a file it cannot read, that is no JSON, or that is no usable shop', () => {
    expect(() => demoApiOptionsFromEnv({ DEMO_FIXTURE: 'missing.json' }, dir)).toThrow(
      `The fixture file ${join(dir, 'missing.json')} cannot be read`,
    );
    expect(() => demoApiOptionsFromEnv({ DEMO_FIXTURE: 'hostle' }, dir)).toThrow(/cannot be read/);
    const notJson = writeFixture('broken.json', '{ "shop": ');
    expect(() => demoApiOptionsFromEnv({ DEMO_FIXTURE: notJson })).toThrow(/is not JSON/);
    const fixture = loadDemoFixture();
    fixture.shop.placements[0].articleId = 'art-nowhere';
    delete (fixture as Partial<typeof fixture>).buyerFormId;
    const broken = writeFixture('unusable.json', JSON.stringify(fixture));
    expect(() => demoApiOptionsFromEnv({ DEMO_FIXTURE: broken })).toThrow(
      [
        `The fixture ${broken} cannot be served:`,
        '  $.shop.placements[0].articleId: no article art-nowhere',
        '  $.shop.placements[0].variantIds[0]: no variant var-sinfonie-k1-erwachsene of its article',
      ].join('\n'),
    );
    expect(() => demoApiOptionsFromEnv({ DEMO_FIXTURE: broken })).toThrow(
      '$.buyerFormId: no form undefined',
    );
  });
});
