/**
 * The server's verdict on submitted values, kept in Formik's `status` (Formik's `errors` belong to
 * the schema and are replaced on every validation). A server message stays under its field while
 * the field still holds the value the server refused; once the visitor changes it, it goes.
 */
import { getIn } from 'formik';

export interface ServerFieldError {
  /** the server's own words, shown as they are */
  message: string;
  /** the value the server refused */
  value: unknown;
}

/** What FormFields reads from Formik's status. */
export interface DynamicFormStatus {
  /** by Formik path ('email', 'items.0.firstName') */
  serverErrors?: Record<string, ServerFieldError>;
}

/** The status for the server's field problems, each tied to the value now at its path. */
export function serverErrorStatus(
  problems: readonly { path: string; message: string }[],
  values: unknown,
): DynamicFormStatus {
  const serverErrors: Record<string, ServerFieldError> = {};
  for (const { path, message } of problems) {
    if (!serverErrors[path])
      serverErrors[path] = { message, value: getIn(values, path) as unknown };
  }
  return { serverErrors };
}

/** The server's message for the field at `path`, while it still holds the refused value. */
export function serverErrorAt(status: unknown, path: string, value: unknown): string | undefined {
  const entry = (status as DynamicFormStatus | undefined)?.serverErrors?.[path];
  return entry && Object.is(entry.value, value) ? entry.message : undefined;
}
