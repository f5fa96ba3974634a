import { screen } from '@testing-library/react';
import { Route } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiError, json, mockApi } from '../../test/api-mock';
import { renderRoutes } from '../../test/render';
import ApplicationCheckPage from './application-check-page';

// What a branded PDF's QR code opens (issue 31): "genuine, submitted on" and the tracking ID, or not found.

const TOKEN = 'Mc8SG18WKSKpk8gdQ_8nNQNkEgl_6oAHyLv8uXnTdKo';
const render = (hash = `#token=${TOKEN}`) =>
  renderRoutes(<Route path="/application-check" element={<ApplicationCheckPage title="Check an Application" />} />, { pathname: '/application-check', hash });

afterEach(() => vi.unstubAllGlobals());

describe('ApplicationCheckPage', () => {
  it('says the application is genuine and the day it was submitted', async () => {
    mockApi({ [`GET /api/application-checks/${TOKEN}`]: () => json({ genuine: true, submittedOn: '2026-03-11', trackingId: 'KUS-7F3K9Q2D' }) });
    render();
    expect(await screen.findByText('This is a genuine Kusasa application, submitted on 11 March 2026.')).toBeInTheDocument();
    expect(screen.getByText(/tracking ID KUS-7F3K9Q2D/)).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Check an Application' })).toBeInTheDocument();
  });

  it('says it could not find an unknown application', async () => {
    mockApi({ [`GET /api/application-checks/${TOKEN}`]: () => apiError(404, 'NOT_FOUND', 'We could not find this application.') });
    render();
    expect(await screen.findByText('We could not find this application.')).toBeInTheDocument();
    expect(screen.queryByText(/genuine/)).not.toBeInTheDocument();
  });

  it('offers to try again when the check itself failed', async () => {
    mockApi({ [`GET /api/application-checks/${TOKEN}`]: () => apiError(500, 'INTERNAL', 'boom') });
    render();
    expect(await screen.findByText('We could not check the application right now. Please try again.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try Again' })).toBeInTheDocument();
  });

  it('asks for the code again without a token, asking the server nothing', () => {
    const fetchMock = mockApi({});
    render('');
    expect(screen.getByText(/This check address is incomplete/)).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
