/**
 * The server's field problems (errors[].field with its detail) for the calls whose screens show
 * each problem under its field: checkout and personalisation. The shared ApiError keeps only the
 * visitor's message, so these calls read the answer body as well and add `fieldProblems`.
 */
import type { ApiError } from './errors';
import type { ShopRequest } from './baseQuery';

/** One problem the server names a field for, e.g. 'form.email' or 'items.item-5.age'. */
export interface FieldProblem {
  field: string;
  detail: string;
}

/** A refusal: the visitor's message plus every field problem of the answer. */
export type FieldProblemError = ApiError & { fieldProblems: FieldProblem[] };

/** The field problems of an answer body shaped like ApiErrorBody. */
export function fieldProblemsOf(body: unknown): FieldProblem[] {
  const errors = (body as { errors?: unknown } | null | undefined)?.errors;
  if (!Array.isArray(errors)) return [];
  const problems: FieldProblem[] = [];
  for (const entry of errors as unknown[]) {
    const { field, detail } = (entry ?? {}) as { field?: unknown; detail?: unknown };
    if (typeof field === 'string' && typeof detail === 'string') problems.push({ field, detail });
  }
  return problems;
}

/** The field problems a refused call carries (none for any other error). */
export function fieldProblemsOfError(error: unknown): FieldProblem[] {
  const problems = (error as Partial<FieldProblemError> | null | undefined)?.fieldProblems;
  return Array.isArray(problems) ? problems : [];
}

async function readBody(response: Response): Promise<unknown> {
  const text = await response.text();
  if (text === '') return null;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

type QueryResult = { data?: unknown; error?: unknown };
type BaseQuery = (args: ShopRequest) => PromiseLike<QueryResult> | QueryResult;

/**
 * Runs `request` through the shop's base query (every header, the error mapping) and, when it is
 * refused, adds the answer's field problems to the error. For an endpoint's queryFn.
 */
export async function callKeepingFieldProblems<Data>(
  baseQuery: BaseQuery,
  request: ShopRequest,
): Promise<{ data: Data } | { error: FieldProblemError }> {
  let body: unknown = null;
  const result = await baseQuery({
    ...request,
    responseHandler: async (response: Response) => {
      body = await readBody(response);
      return body;
    },
  });
  if (result.error) {
    return { error: { ...(result.error as ApiError), fieldProblems: fieldProblemsOf(body) } };
  }
  return { data: result.data as Data };
}
