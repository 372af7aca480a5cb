/**
 * Checks answers (and request bodies, and single values) against the shop API contract,
 * src/api/openapi.yaml. Framework-free: plain functions that return a list of readable
 * problems, empty when the value conforms. Node only (reads the file with fs).
 */
import fs from 'node:fs';
import path from 'node:path';
import { parse } from 'yaml';
import Ajv2020 from 'ajv/dist/2020';
import type { ValidateFunction, ErrorObject } from 'ajv';
import addFormats from 'ajv-formats';

/** Where the contract lives. */
export const OPENAPI_FILE = path.resolve(
  typeof __dirname === 'string'
    ? path.join(__dirname, '..', '..', '..', 'src', 'api')
    : path.join(process.cwd(), 'src', 'api'),
  'openapi.yaml',
);

/** The id the whole document is registered under in Ajv; `${CONTRACT_ID}#/pointer` names a schema. */
const CONTRACT_ID = 'billett-openapi.json';

const HTTP_METHODS = ['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace'] as const;

/** Keywords of the OpenAPI 3.1 base dialect on top of JSON Schema 2020-12, and the document's own root keys. */
const OPENAPI_KEYWORDS = [
  'example',
  'discriminator',
  'xml',
  'externalDocs',
  'openapi',
  'info',
  'jsonSchemaDialect',
  'servers',
  'paths',
  'webhooks',
  'components',
  'security',
  'tags',
];

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };
type JsonObject = { [key: string]: Json };

export interface OpenApiDocument {
  openapi: string;
  info: JsonObject;
  paths: Record<string, JsonObject>;
  components: {
    schemas: Record<string, JsonObject>;
    parameters: Record<string, JsonObject>;
    responses: Record<string, JsonObject>;
  };
  [key: string]: unknown;
}

export interface OperationMatch {
  /** the templated path of the contract, e.g. /api/shop/v2/order/{id} */
  pathTemplate: string;
  method: string;
  operationId: string | undefined;
  /** the path parameters taken from the concrete path */
  params: Record<string, string>;
  /** JSON pointer of the operation in the document */
  pointer: string;
}

interface Contract {
  document: OpenApiDocument;
  ajv: Ajv2020;
  validators: Map<string, ValidateFunction>;
  routes: { template: string; regex: RegExp; names: string[]; literalLength: number }[];
}

const contracts = new Map<string, Contract>();

/** The parsed contract document (cached per file). */
export function loadContract(file: string = OPENAPI_FILE): OpenApiDocument {
  return contract(file).document;
}

function contract(file: string = OPENAPI_FILE): Contract {
  const cached = contracts.get(file);
  if (cached) return cached;
  const document = parse(fs.readFileSync(file, 'utf8')) as OpenApiDocument;
  const ajv = new Ajv2020({ allErrors: true, strict: true, allowUnionTypes: true });
  addFormats(ajv);
  ajv.addVocabulary(OPENAPI_KEYWORDS);
  ajv.addSchema(document as object, CONTRACT_ID);
  const routes = Object.keys(document.paths ?? {}).map((template) => {
    const names: string[] = [];
    const source = template
      .split(/(\{[^}]+\})/)
      .map((part) => {
        const name = /^\{([^}]+)\}$/.exec(part)?.[1];
        if (name !== undefined) {
          names.push(name);
          return '([^/]+)';
        }
        return part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
      })
      .join('');
    return {
      template,
      regex: new RegExp(`^${source}$`),
      names,
      literalLength: template.replace(/\{[^}]+\}/g, '').length,
    };
  });
  // Literal paths win over templated ones: most literal characters first.
  routes.sort((a, b) => b.literalLength - a.literalLength);
  const built: Contract = { document, ajv, validators: new Map(), routes };
  contracts.set(file, built);
  return built;
}

const escapePointer = (segment: string): string => segment.replace(/~/g, '~0').replace(/\//g, '~1');

const toPointer = (segments: string[]): string =>
  segments.map((s) => `/${escapePointer(s)}`).join('');

function at(document: unknown, pointer: string): unknown {
  let node: unknown = document;
  for (const raw of pointer.split('/').slice(1)) {
    const key = raw.replace(/~1/g, '/').replace(/~0/g, '~');
    if (node === null || typeof node !== 'object') return undefined;
    node = (node as Record<string, unknown>)[key];
  }
  return node;
}

/** Follows local `$ref`s (e.g. to components.responses); returns the node and its pointer. */
function deref(
  document: unknown,
  pointer: string,
): { node: JsonObject | undefined; pointer: string } {
  let current = pointer;
  for (let hops = 0; hops < 20; hops += 1) {
    const node = at(document, current);
    if (node === null || typeof node !== 'object' || Array.isArray(node)) {
      return { node: undefined, pointer: current };
    }
    const ref = (node as JsonObject).$ref;
    if (typeof ref !== 'string') return { node: node as JsonObject, pointer: current };
    if (!ref.startsWith('#'))
      throw new Error(`contract: only local $refs are supported, found ${ref}`);
    current = decodeURIComponent(ref.slice(1));
  }
  throw new Error(`contract: $ref cycle at ${pointer}`);
}

/** The path part of a concrete URL or path, without query and fragment. */
function pathOf(url: string): string {
  const withoutOrigin = url.replace(/^[a-z][a-z0-9+.-]*:\/\/[^/]+/i, '');
  const bare = withoutOrigin.split(/[?#]/)[0] ?? '';
  return bare === '' ? '/' : bare;
}

/** The contract's operation for a method and a concrete path (query and origin are ignored). */
export function findOperation(method: string, url: string): OperationMatch | null {
  const { document, routes } = contract();
  const concrete = pathOf(url);
  const lower = method.toLowerCase();
  for (const route of routes) {
    const match = route.regex.exec(concrete);
    if (!match) continue;
    const pathItem = document.paths[route.template];
    const operation = pathItem?.[lower];
    if (!operation || typeof operation !== 'object' || Array.isArray(operation)) continue;
    const params: Record<string, string> = {};
    route.names.forEach((name, index) => {
      params[name] = decodeURIComponent(match[index + 1] ?? '');
    });
    const operationId = (operation as JsonObject).operationId;
    return {
      pathTemplate: route.template,
      method: lower,
      operationId: typeof operationId === 'string' ? operationId : undefined,
      params,
      pointer: toPointer(['paths', route.template, lower]),
    };
  }
  return null;
}

function formatErrors(errors: ErrorObject[] | null | undefined): string[] {
  return (errors ?? []).map((error) => {
    const where = error.instancePath === '' ? '(body)' : error.instancePath;
    const extra =
      error.keyword === 'additionalProperties'
        ? ` '${String((error.params as { additionalProperty: string }).additionalProperty)}'`
        : error.keyword === 'enum'
          ? ` ${JSON.stringify((error.params as { allowedValues: unknown[] }).allowedValues)}`
          : '';
    // Paths inside the document (a $ref'd component) say where the rule is; others are relative.
    const rule = error.schemaPath.startsWith('#/components/') ? ` (${error.schemaPath})` : '';
    return `${where} ${error.message ?? error.keyword}${extra}${rule}`;
  });
}

function validateAt(schemaPointer: string, value: unknown): string[] {
  const built = contract();
  let validate = built.validators.get(schemaPointer);
  if (!validate) {
    const fragment = schemaPointer
      .split('/')
      .map((segment) => encodeURIComponent(segment))
      .join('/');
    const found = built.ajv.getSchema(`${CONTRACT_ID}#${fragment}`);
    if (!found) throw new Error(`contract: no schema at ${schemaPointer}`);
    validate = found;
    built.validators.set(schemaPointer, validate);
  }
  return validate(value) ? [] : formatErrors(validate.errors);
}

function jsonMediaKey(content: JsonObject): string | undefined {
  return Object.keys(content).find((type) => /^application\/(.+\+)?json\b/.test(type));
}

/** Which response of an operation applies to a status: exact code, then range (4XX), then default. */
function responseKey(responses: JsonObject, status: number): string | undefined {
  const exact = String(status);
  if (exact in responses) return exact;
  const range = `${exact[0]}XX`;
  const rangeKey = Object.keys(responses).find((key) => key.toUpperCase() === range);
  if (rangeKey) return rangeKey;
  return 'default' in responses ? 'default' : undefined;
}

/**
 * Checks an answer against the contract.
 * @param method HTTP method, any case
 * @param url concrete path (or full URL) of the call, e.g. /api/shop/v2/order/ord_1/items
 * @param status the answer's status code
 * @param body the parsed JSON body; undefined (or '') for an answer without body
 * @returns readable problems; an empty list means the answer conforms
 */
export function validateResponse(
  method: string,
  url: string,
  status: number,
  body: unknown,
): string[] {
  const { document } = contract();
  const operation = findOperation(method, url);
  const call = `${method.toUpperCase()} ${pathOf(url)} -> ${status}`;
  if (!operation) return [`${call}: the contract has no operation for this method and path`];
  const name = `${call} (${operation.operationId ?? operation.pathTemplate})`;
  const responsesPointer = `${operation.pointer}/responses`;
  const responses = deref(document, responsesPointer).node ?? {};
  const key = responseKey(responses, status);
  if (key === undefined) {
    return [
      `${name}: status ${status} is not in the contract (listed: ${Object.keys(responses).join(', ')})`,
    ];
  }
  const response = deref(document, `${responsesPointer}/${escapePointer(key)}`);
  const content = response.node?.content;
  const hasBody = body !== undefined && body !== '';
  if (!content || typeof content !== 'object' || Array.isArray(content)) {
    return hasBody ? [`${name}: the contract's response ${key} has no body, but one was sent`] : [];
  }
  const media = jsonMediaKey(content);
  if (media === undefined) return [`${name}: the contract's response ${key} has no JSON content`];
  if (!hasBody)
    return [`${name}: the contract's response ${key} has a JSON body, but none was sent`];
  const schemaPointer = `${response.pointer}/content/${escapePointer(media)}/schema`;
  return validateAt(schemaPointer, body).map((problem) => `${name}: ${problem}`);
}

/**
 * Checks a request body against the operation's requestBody schema.
 * @returns readable problems; an empty list means the body conforms
 */
export function validateRequestBody(method: string, url: string, body: unknown): string[] {
  const { document } = contract();
  const operation = findOperation(method, url);
  const call = `${method.toUpperCase()} ${pathOf(url)} request`;
  if (!operation) return [`${call}: the contract has no operation for this method and path`];
  const request = deref(document, `${operation.pointer}/requestBody`);
  const content = request.node?.content;
  if (!content || typeof content !== 'object' || Array.isArray(content)) {
    return body === undefined
      ? []
      : [`${call}: the contract has no request body for this operation`];
  }
  const media = jsonMediaKey(content);
  if (media === undefined) return [`${call}: the contract's request body has no JSON content`];
  if (body === undefined) {
    return request.node?.required === true ? [`${call}: a body is required`] : [];
  }
  return validateAt(`${request.pointer}/content/${escapePointer(media)}/schema`, body).map(
    (problem) => `${call}: ${problem}`,
  );
}

/**
 * Checks a value against a named schema of components.schemas (e.g. 'Shop', 'Order').
 * @returns readable problems; an empty list means the value conforms
 */
export function validateSchema(name: string, value: unknown): string[] {
  const { document } = contract();
  if (!document.components?.schemas?.[name]) return [`the contract has no schema named ${name}`];
  return validateAt(toPointer(['components', 'schemas', name]), value).map(
    (problem) => `${name}: ${problem}`,
  );
}

/** The methods and templated paths of all operations in the contract, e.g. ['get /api/shop/v2/order/{id}', ...]. */
export function listOperations(): {
  method: string;
  pathTemplate: string;
  operationId: string | undefined;
}[] {
  const { document } = contract();
  return Object.entries(document.paths).flatMap(([pathTemplate, item]) =>
    HTTP_METHODS.filter((method) => item[method] !== undefined).map((method) => {
      const operationId = (item[method] as JsonObject).operationId;
      return {
        method,
        pathTemplate,
        operationId: typeof operationId === 'string' ? operationId : undefined,
      };
    }),
  );
}
