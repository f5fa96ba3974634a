import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Route } from 'react-router';
import { describe, expect, it } from 'vitest';
import { COUNSELOR_LINK_WORDING } from '@kusasa/domain/rules/counselor-links';
import type { CounselorNote } from '@kusasa/domain/schemas/counselors/common';
import { apiError, json, sentTo } from '../../test/api-mock';
import { renderRoutes } from '../../test/render';
import CounselorPage from './counselor-page';
import { END, INVITATION_ID, LINK_ID, currentLink, endedLink, invitation, learnerLinks, mockLinks } from './test-fixture';

const renderPage = () => renderRoutes(<Route path="/counselor" element={<CounselorPage title="My Counselor" />} />, '/counselor');

describe('/counselor', () => {
  it('links by code with the scopes ticked, the end date and the wording’s version, and says when the code is unknown', async () => {
    let answer = () => apiError(404, 'NOT_FOUND', 'Not found');
    const fetchMock = mockLinks(learnerLinks(), { 'POST /api/counselor-links': () => answer() });
    renderPage();
    const region = await screen.findByRole('region', { name: 'Link with your counselor' });
    expect(within(region).getByText(COUNSELOR_LINK_WORDING.text)).toBeInTheDocument();
    for (const box of within(region).getAllByRole('checkbox')) expect(box).not.toBeChecked();
    expect(within(region).getByLabelText('Until when?')).toHaveValue(END);

    fireEvent.change(within(region).getByLabelText('Counselor’s code'), { target: { value: ' kc-7kx2qp ' } });
    fireEvent.click(within(region).getByRole('button', { name: 'Link with this counselor' }));
    expect(await within(region).findByText('Choose at least one thing your counselor may see')).toBeInTheDocument();
    expect(sentTo(fetchMock, 'POST /api/counselor-links')).toEqual([]);

    fireEvent.click(within(region).getByLabelText('Marks and APS'));
    fireEvent.click(within(region).getByLabelText('Journey steps'));
    fireEvent.click(within(region).getByRole('button', { name: 'Link with this counselor' }));
    expect(await within(region).findByText('No approved counselor has this code. Check the code with your counselor.')).toBeInTheDocument();
    expect(sentTo(fetchMock, 'POST /api/counselor-links')).toEqual([
      { code: 'KC-7KX2QP', scopes: ['journey', 'marks'], endsOn: END, version: COUNSELOR_LINK_WORDING.version },
    ]);

    answer = () => json(learnerLinks({ links: [currentLink] }), 201);
    fireEvent.click(within(region).getByRole('button', { name: 'Link with this counselor' }));
    expect(await within(region).findByText('You are linked. Your counselor can now see what you ticked.')).toBeInTheDocument();
    expect(await screen.findByText('Mr Sipho Mokoena')).toBeInTheDocument();
  });

  it('stops sharing only after the learner confirms', async () => {
    const fetchMock = mockLinks(learnerLinks({ links: [currentLink, endedLink] }), {
      [`DELETE /api/counselor-links/${LINK_ID}`]: () => json(learnerLinks({ links: [endedLink] })),
    });
    renderPage();
    const region = await screen.findByRole('region', { name: 'Your counselors' });
    expect(within(region).getByText('Soweto High (EMIS 700123456)')).toBeInTheDocument();
    expect(within(region).getByText('Applications and decisions')).toBeInTheDocument();
    expect(within(region).getByText(/^Ended /)).toBeInTheDocument();
    expect(within(region).getAllByRole('button', { name: /^Stop sharing/ })).toHaveLength(1);

    fireEvent.click(within(region).getByRole('button', { name: 'Stop sharing: Mr Sipho Mokoena' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Stop sharing with this counselor?' });
    expect(dialog).toHaveTextContent('will stop seeing your account at once');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(sentTo(fetchMock, `DELETE /api/counselor-links/${LINK_ID}`)).toHaveLength(0);

    fireEvent.click(within(region).getByRole('button', { name: 'Stop sharing: Mr Sipho Mokoena' }));
    fireEvent.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Stop sharing' }));
    expect(await within(region).findByText('You stopped sharing. Your counselor no longer sees your account.')).toBeInTheDocument();
    expect(sentTo(fetchMock, `DELETE /api/counselor-links/${LINK_ID}`)).toHaveLength(1);
    expect(within(region).queryByText('Mr Sipho Mokoena')).not.toBeInTheDocument();
  });

  it('accepts an invitation with the scopes and end date chosen, and declines another', async () => {
    const acceptPath = `POST /api/counselor-links/invitations/${INVITATION_ID}/accept`;
    const fetchMock = mockLinks(learnerLinks({ invitations: [invitation] }), {
      [acceptPath]: () => json(learnerLinks({ links: [{ ...currentLink, scopes: ['funding'] }] })),
    });
    renderPage();
    const region = await screen.findByRole('region', { name: 'Invitations' });
    fireEvent.click(within(region).getByRole('button', { name: 'Accept: Mr Sipho Mokoena' }));
    const dialog = await screen.findByRole('dialog', { name: 'Accept Mr Sipho Mokoena’s invitation' });
    for (const box of within(dialog).getAllByRole('checkbox')) expect(box).not.toBeChecked();
    fireEvent.click(within(dialog).getByLabelText('Funding readiness'));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Accept and share' }));
    expect(await within(region).findByText('You accepted the invitation.')).toBeInTheDocument();
    expect(sentTo(fetchMock, acceptPath)).toEqual([{ scopes: ['funding'], endsOn: END, version: COUNSELOR_LINK_WORDING.version }]);
    expect(within(region).getByText('No counselor has invited you.')).toBeInTheDocument();
  });

  it('shows notes newest first, and an error with a way to try again', async () => {
    const note = (id: string, body: string, createdAt: string): CounselorNote => ({
      id,
      body,
      visibility: 'learner',
      counselorName: 'Mr Sipho Mokoena',
      createdAt,
    });
    let answer = () => apiError(500, 'INTERNAL', 'An error occurred');
    mockLinks(learnerLinks(), { 'GET /api/counselor-links': () => answer() });
    renderPage();
    expect(await screen.findByText('We could not load your counselor links.')).toBeInTheDocument();
    answer = () =>
      json(
        learnerLinks({
          notes: [
            note('44444444-4444-4444-8444-444444444441', 'Older note', '2026-11-01T08:00:00.000Z'),
            note('44444444-4444-4444-8444-444444444442', 'Newer note', '2026-11-10T08:00:00.000Z'),
          ],
        }),
      );
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    const region = await screen.findByRole('region', { name: 'Notes from your counselors' });
    expect(
      within(region)
        .getAllByRole('listitem')
        .map((item) => item.firstChild?.textContent),
    ).toEqual(['Newer note', 'Older note']);
  });
});
