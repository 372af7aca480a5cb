import { isPageError } from './pageError';

export interface PageFailure {
  status: number;
  /** a translated detail line, when the error carries one */
  detail?: string;
}

/** What a thrown error means for the visitor: a page error (its status), or else a server error. */
export function classifyError(error: unknown): PageFailure {
  if (isPageError(error)) return { status: error.status, detail: error.message || undefined };
  return { status: 500 };
}
