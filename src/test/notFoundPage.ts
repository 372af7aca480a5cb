import { screen } from '@testing-library/react';

/**
 * The page shows the 404 error page in its place (errors/NotFound.tsx): the status, the
 * not-found title as its h1 and `detail` (e.g. 'Offer not found').
 */
export async function expectNotFoundPage(
  detail: string,
  title: RegExp = /not found|nicht gefunden/i,
) {
  const line = await screen.findByText(detail);
  const page = line.closest('.error-page');
  expect(page).not.toBeNull();
  expect(page).toHaveTextContent('404');
  expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(title);
}
