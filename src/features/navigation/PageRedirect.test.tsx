import { render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { PageContext, newPageOutcome } from '../../components/pageContext';
import { RedirectToOwnAddress } from './PageRedirect';

const CAME_WITH = '/de/a/falscher-name-pl-jazz-nacht?utm_source=mail#tickets';
const OWN = '/de/a/jazznacht-im-foyer-pl-jazz-nacht';

function Address() {
  const { pathname, search, hash } = useLocation();
  return <p data-testid="address">{`${pathname}${search}${hash}`}</p>;
}

const routes = (
  <Routes>
    <Route path={OWN} element={<Address />} />
    <Route path="*" element={<RedirectToOwnAddress pathname={OWN} />} />
  </Routes>
);

describe('the redirect to a page’s own address', () => {
  it('keeps the query and the fragment the visitor came with, in the browser', async () => {
    render(<MemoryRouter initialEntries={[CAME_WITH]}>{routes}</MemoryRouter>);
    expect(await screen.findByTestId('address')).toHaveTextContent(
      `${OWN}?utm_source=mail#tickets`,
    );
  });

  it('becomes the server’s redirect, with the query', () => {
    const outcome = newPageOutcome();
    const page = { origin: 'http://localhost', renderedAt: 0, userAgent: '', outcome };
    const { container } = render(
      <PageContext.Provider value={page}>
        <MemoryRouter initialEntries={['/de/a/falscher-name-pl-jazz-nacht?utm_source=mail']}>
          {routes}
        </MemoryRouter>
      </PageContext.Provider>,
    );
    expect(outcome.redirect).toBe(`${OWN}?utm_source=mail`);
    expect(container).toBeEmptyDOMElement();
  });
});
