import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { PRIVACY_POLICY } from '@kusasa/domain/legal/privacy-policy';
import { REFUND_POLICY } from '@kusasa/domain/legal/refund-policy';
import { TERMS_OF_SERVICE } from '@kusasa/domain/legal/terms-of-service';
import { queryClient } from '../../lib/query-client';
import { apiError, json, mockApi } from '../../test/api-mock';
import { LocationProbe, renderRoutes } from '../../test/render';
import PrivacyPolicyPage from './privacy-policy-page';
import RefundPolicyPage from './refund-policy-page';
import TermsOfServicePage from './terms-of-service-page';

const officer = { name: 'Naledi Mokoena', email: 'information.officer@kusasa.co.za', phone: '+27 11 555 0123', address: '12 Jorissen Street, Braamfontein' };

/** Where each heading sits as the page scrolls: section n's heading starts n * 1000 px down. */
let scrolled = 0;
function placeHeadings() {
  vi.spyOn(Element.prototype, 'getBoundingClientRect').mockImplementation(function (this: Element) {
    const index = TERMS_OF_SERVICE.sections.findIndex((section) => section.id === this.id);
    const top = index < 0 ? 0 : 200 + index * 1000 - scrolled;
    return { top, bottom: top + 30, left: 0, right: 0, width: 0, height: 30, x: 0, y: top, toJSON: () => ({}) };
  });
}

function scrollTo(position: number) {
  scrolled = position;
  act(() => {
    window.dispatchEvent(new Event('scroll'));
  });
}

/** The phone's collapsible contents and the wide screen's sidebar (CSS shows one of them). */
const contentsLists = () => screen.getAllByRole('navigation', { name: 'Contents' });

const currentEntry = () => contentsLists().at(-1)?.querySelector('a[aria-current="location"]');

function HashProbe() {
  return <output data-testid="hash">{useLocation().hash}</output>;
}

const scrollIntoView = vi.fn();

beforeEach(() => {
  queryClient.clear();
  scrolled = 0;
  // happy-dom does not scroll.
  Element.prototype.scrollIntoView = scrollIntoView;
});
afterEach(() => {
  queryClient.clear();
});

// A whole policy is a large page for a test DOM: give a loaded machine room (not a timing check).
describe('policy pages', { timeout: 20_000 }, () => {
  it.each([
    ['/privacy-policy', PrivacyPolicyPage, PRIVACY_POLICY, 14],
    ['/refund-policy', RefundPolicyPage, REFUND_POLICY, 9],
    ['/terms-of-service', TermsOfServicePage, TERMS_OF_SERVICE, 17],
  ] as const)('%s shows its title, last-updated date, PDF download and every section', async (path, Page, policy, count) => {
    mockApi({ 'GET /api/legal/information-officer': () => json(officer) });
    renderRoutes(<Route path={path} element={<Page />} />, path);

    expect(screen.getByRole('heading', { level: 1, name: policy.title })).toBeInTheDocument();
    expect(screen.getByText('11 March 2025').closest('time')).toHaveAttribute('datetime', '2025-03-11');
    expect(screen.getByText(/^Last updated/)).toHaveTextContent('Last updated 11 March 2025');
    const download = screen.getByRole('link', { name: 'Download PDF' });
    expect(download).toHaveAttribute('href', `/api/legal${path}.pdf`);
    expect(download).toHaveAttribute('download');

    // Plain selectors below: role queries over a whole policy are slow in a test DOM.
    const article = screen.getByRole('article', { name: policy.title });
    const headings = [...article.querySelectorAll('h2')];
    expect(headings).toHaveLength(count);
    expect(headings.map((heading) => heading.textContent)).toEqual(policy.sections.map((section, index) => `${index + 1}. ${section.heading}`));
    const lists = contentsLists();
    expect(lists).toHaveLength(2);
    for (const contents of lists) expect(contents.querySelectorAll('a[href^="#"]')).toHaveLength(count);

    // The contact block is filled from the server's configuration.
    expect((await screen.findAllByText(`Information Officer: ${officer.name}`)).length).toBeGreaterThan(0);
    expect(screen.getAllByRole('link', { name: officer.email })[0]).toHaveAttribute('href', `mailto:${officer.email}`);
  });

  it('shows the refund terms as the seed states them', () => {
    mockApi({ 'GET /api/legal/information-officer': () => json(officer) });
    renderRoutes(<Route path="/refund-policy" element={<RefundPolicyPage />} />, '/refund-policy');
    expect(screen.getByText('Before we start processing your application: a 100% refund.')).toBeInTheDocument();
    expect(screen.getByText('After processing has started but before your application is submitted to an institution: an 80% refund.')).toBeInTheDocument();
    expect(screen.getByText('After your application has been submitted to institutions: no refund.')).toBeInTheDocument();
  });

  it('marks the section being read in the contents as the page scrolls (100 px from the top)', async () => {
    mockApi({ 'GET /api/legal/information-officer': () => json(officer) });
    placeHeadings();
    renderRoutes(<Route path="/terms-of-service" element={<TermsOfServicePage />} />, '/terms-of-service');
    await waitFor(() => expect(currentEntry()).toHaveTextContent('About these terms'));

    scrollTo(200 + 3 * 1000 - 100); // section 4's heading exactly 100 px from the top
    await waitFor(() => expect(currentEntry()).toHaveTextContent('What Kusasa does and does not do'));
    scrollTo(200 + 3 * 1000 - 101); // its heading 101 px from the top: still section 3
    await waitFor(() => expect(currentEntry()).toHaveTextContent('Your account'));
    scrollTo(200 + 16 * 1000);
    await waitFor(() => expect(currentEntry()).toHaveTextContent('Changes to these terms and how to contact us'));
    expect(document.querySelectorAll('a[aria-current="location"]')).toHaveLength(2); // the phone and the wide-screen contents
  });

  it('goes to a section from the contents: scrolls, focuses its heading and names it in the address', async () => {
    mockApi({ 'GET /api/legal/information-officer': () => json(officer) });
    render(
      <QueryClientProvider client={queryClient}>
        <MemoryRouter initialEntries={['/privacy-policy']}>
          <Routes>
            <Route
              path="/privacy-policy"
              element={
                <>
                  <PrivacyPolicyPage />
                  <HashProbe />
                </>
              }
            />
          </Routes>
        </MemoryRouter>
      </QueryClientProvider>,
    );
    fireEvent.click(within(contentsLists()[0]!).getByRole('link', { name: /Your rights and how to use them/ }));
    const heading = screen.getByRole('heading', { level: 2, name: '12. Your rights and how to use them' });
    expect(scrollIntoView.mock.contexts).toEqual([heading]);
    expect(heading).toHaveFocus();
    await waitFor(() => expect(screen.getByTestId('hash')).toHaveTextContent('#your-rights'));
    expect(await screen.findAllByText(`Information Officer: ${officer.name}`)).not.toHaveLength(0);
  });

  it('offers to try again when the contact details cannot be loaded', async () => {
    let fail = true;
    mockApi({ 'GET /api/legal/information-officer': () => (fail ? apiError(500, 'INTERNAL', 'An error occurred') : json(officer)) });
    renderRoutes(<Route path="/terms-of-service" element={<TermsOfServicePage />} />, '/terms-of-service');
    expect(await screen.findByRole('alert', {}, { timeout: 4000 })).toHaveTextContent('The contact details could not be loaded right now.');
    fail = false;
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText(`Information Officer: ${officer.name}`)).toBeInTheDocument();
  });

  it('goes back to the page the reader came from, or home when the policy opened on its own', async () => {
    mockApi({ 'GET /api/legal/information-officer': () => json(officer) });
    const first = renderRoutes(<Route path="/terms-of-service" element={<TermsOfServicePage />} />, '/terms-of-service');
    fireEvent.click(screen.getByRole('link', { name: 'Back' }));
    expect(await screen.findByTestId('location')).toHaveTextContent(/^\/$/);
    first.unmount();

    vi.spyOn(window.history, 'state', 'get').mockReturnValue({ idx: 1, key: 'abc', usr: null });
    render(
      <QueryClientProvider client={queryClient}>
        <MemoryRouter initialEntries={['/register', '/terms-of-service']} initialIndex={1}>
          <Routes>
            <Route path="/terms-of-service" element={<TermsOfServicePage />} />
            <Route path="*" element={<LocationProbe />} />
          </Routes>
        </MemoryRouter>
      </QueryClientProvider>,
    );
    fireEvent.click(screen.getByRole('link', { name: 'Back' }));
    expect(await screen.findByTestId('location')).toHaveTextContent('/register');
  });
});
