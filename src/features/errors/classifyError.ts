import { isRouteErrorResponse } from 'react-router-dom';
import { isPageError } from './pageError';

export interface PageFailure {
  status: number;
  /** a translated detail line, when the error carries one */
  detail?: string;
}

/** What a thrown error means for the visitor: a page error, a router 404, or else a server error. */
export function classifyError(error: unknown): PageFailure {
  if (isPageError(error)) return { status: error.status, detail: error.message };
  if (isRouteErrorResponse(error)) return { status: error.status };
  return { status: 500 };
}
