/** @jest-environment ./src/test/nodeEnvironment.cjs */
/**
 * The header names in src/api/headers.ts and the contract's components.parameters stay in step,
 * and the CSRF cookie, CSRF path and API prefix there are the contract's.
 */
import { API_PREFIX, CSRF_COOKIE, CSRF_PATH, HEADERS } from '../../../src/api/headers';
import { listOperations, loadContract } from './contractValidator';

type Parameter = {
  $ref?: string;
  name?: string;
  in?: string;
  required?: boolean;
  'x-billett-header'?: string;
  schema?: Record<string, unknown>;
};
type Operation = { parameters?: Parameter[]; responses: Record<string, unknown> };

const document = loadContract();
const parameters = document.components.parameters as Record<string, Parameter>;
const paths = document.paths as unknown as Record<string, Record<string, unknown>>;

/** The header parameters that apply to an operation: the path item's and its own, refs resolved. */
function headerNames(pathTemplate: string, method: string): { name: string; required: boolean }[] {
  const item = paths[pathTemplate] as { parameters?: Parameter[] } & Record<string, unknown>;
  const operation = item[method] as Operation;
  return [...(item.parameters ?? []), ...(operation.parameters ?? [])]
    .map((p) => (p.$ref ? parameters[p.$ref.replace('#/components/parameters/', '')] : p))
    .filter((p): p is Parameter => p !== undefined && p.in === 'header')
    .map((p) => ({ name: String(p.name), required: p.required === true }));
}

describe('request headers', () => {
  it.each(Object.entries(HEADERS))(
    'HEADERS.%s (%s) is a header parameter of the same name in components.parameters',
    (key, name) => {
      const parameter = parameters[name];
      expect(parameter).toBeDefined();
      expect(parameter?.in).toBe('header');
      expect(parameter?.name).toBe(name);
      expect(parameter?.['x-billett-header']).toBe(key);
    },
  );

  it('the contract declares no header parameter that HEADERS does not name', () => {
    const declared = Object.values(parameters)
      .filter((p) => p.in === 'header')
      .map((p) => p.name)
      .sort();
    expect(declared).toEqual(Object.values(HEADERS).slice().sort());
  });

  it('X-Locale is one of de, en, fr, it with default de; X-Tracking is 0 or 1', () => {
    const locale = parameters[HEADERS.locale]?.schema as { $ref: string };
    expect(locale.$ref).toBe('#/components/schemas/Lang');
    expect(document.components.schemas.Lang).toMatchObject({
      enum: ['de', 'en', 'fr', 'it'],
      default: 'de',
    });
    expect(parameters[HEADERS.tracking]?.schema).toMatchObject({ enum: ['0', '1'] });
  });

  it('every state-changing call requires the CSRF header and can answer 419; reads do not require it', () => {
    for (const { method, pathTemplate } of listOperations()) {
      const headers = headerNames(pathTemplate, method);
      const csrf = headers.find((h) => h.name === HEADERS.csrf);
      const responses = (paths[pathTemplate]?.[method] as Operation).responses;
      const call = `${method} ${pathTemplate}`;
      if (method === 'get') {
        expect([call, csrf]).toEqual([call, undefined]);
      } else {
        expect([call, csrf?.required]).toEqual([call, true]);
        expect(Object.keys(responses)).toContain('419');
      }
    }
  });

  it('every shop API call takes the common headers; the changes that are resent carry an idempotency key', () => {
    const common = [
      HEADERS.accessToken,
      HEADERS.trackingEventId,
      HEADERS.locale,
      HEADERS.pageUrl,
      HEADERS.tracking,
    ];
    for (const { method, pathTemplate } of listOperations()) {
      if (!pathTemplate.startsWith(API_PREFIX)) continue;
      const call = `${method} ${pathTemplate}`;
      const headers = headerNames(pathTemplate, method);
      expect([call, headers.map((h) => h.name)]).toEqual([call, expect.arrayContaining(common)]);
      const idempotency = headers.find((h) => h.name === HEADERS.idempotencyKey);
      const resent =
        method === 'post' &&
        [
          `${API_PREFIX}/order/{id}/items`,
          `${API_PREFIX}/order/{id}/voucher`,
          `${API_PREFIX}/order/{id}/reservation`,
        ].includes(pathTemplate);
      expect([call, idempotency?.required]).toEqual([call, resent ? true : undefined]);
    }
  });
});

describe('CSRF cookie, path and prefix', () => {
  it('the CSRF path is a GET operation answering 204 with a Set-Cookie header that names the CSRF cookie', () => {
    const operation = paths[CSRF_PATH]?.get as {
      responses: Record<
        string,
        {
          headers?: Record<
            string,
            { description?: string; 'x-billett-cookies'?: { name: string; httpOnly: boolean }[] }
          >;
        }
      >;
    };
    expect(operation).toBeDefined();
    const setCookie = operation.responses['204']?.headers?.['Set-Cookie'];
    expect(setCookie?.description).toContain(`${CSRF_COOKIE}=`);
    expect(setCookie?.['x-billett-cookies']).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ name: CSRF_COOKIE, httpOnly: false }),
        expect.objectContaining({ name: 'billett_session', httpOnly: true }),
      ]),
    );
  });

  it('the CSRF cookie and its header are explained in info.description', () => {
    const description = String((document.info as { description?: string }).description);
    expect(description).toContain(CSRF_COOKIE);
    expect(description).toContain(HEADERS.csrf);
    expect(description).toContain(CSRF_PATH);
    expect(description).toMatch(/minor units/i);
  });

  it('every path is the CSRF path, the build file, or under the API prefix', () => {
    for (const pathTemplate of Object.keys(paths)) {
      expect(
        [CSRF_PATH, '/builds/latest.json'].includes(pathTemplate) ||
          pathTemplate.startsWith(`${API_PREFIX}/`),
      ).toBe(true);
    }
  });
});
