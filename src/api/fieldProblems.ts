/**
 * The server's field problems (errors[].field with its detail): the base query adds them to every
 * refusal that names fields (toApiError), and the screens that show each problem under its field
 * (checkout, personalisation) read them from the error.
 */

/** One problem the server names a field for, e.g. 'form.email' or 'items.item-5.age'. */
export interface FieldProblem {
  field: string;
  detail: string;
}

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
  const problems = (error as { fieldProblems?: unknown } | null | undefined)?.fieldProblems;
  return Array.isArray(problems) ? problems : [];
}
