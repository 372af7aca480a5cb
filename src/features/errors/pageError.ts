/**
 * A page that cannot be shown throws a PageError while rendering; the route's error boundary
 * turns it into the error page (spec section 2): 404 with the not-found wording, any other
 * status with the server-error wording. `message` is an already translated detail line,
 * e.g. 'Category not found'.
 */
export class PageError extends Error {
  readonly status: number;

  constructor(status: number, message: string) {
    super(message);
    this.name = 'PageError';
    this.status = status;
  }
}

/** An address no route matches (its path names no language at all): not found, no detail line. */
export const NO_ROUTE_MATCHES = new PageError(404, '');

export const isPageError = (error: unknown): error is PageError => error instanceof PageError;
