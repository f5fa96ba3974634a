import { act, screen } from '@testing-library/react';
import { Route } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import type { Document } from '@kusasa/domain/schemas/documents';
import type { NotificationListResponse } from '@kusasa/domain/schemas/notifications';
import { toast } from '../../../lib/toast';
import { apiError, json, mockApi } from '../../../test/api-mock';
import { renderRoutes } from '../../../test/render';
import { notificationKeys } from '../../notifications/api/keys';
import { useLiveDocuments } from '../api/use-live-documents';
import { DocumentList } from './document-list';

vi.mock('../../../lib/toast', () => ({ toast: { success: vi.fn(), error: vi.fn(), info: vi.fn() } }));

const doc = (over: Partial<Document>): Document => ({
  id: '11111111-1111-4111-8111-111111111111',
  documentType: 'idDocument',
  originalName: 'id.pdf',
  mimeType: 'application/pdf',
  sizeBytes: 10,
  verificationStatus: 'pending',
  verification: null,
  applicationId: null,
  createdAt: '2026-03-01T08:00:00.000Z',
  updatedAt: '2026-03-01T08:00:00.000Z',
  ...over,
});

/** A list and a second watcher: one toast, however many watch. */
function Live() {
  useLiveDocuments();
  return <DocumentList />;
}

describe('DocumentList', () => {
  it('lists documents with their status badges', async () => {
    mockApi({ 'GET /api/documents': () => json({ documents: [doc({ verificationStatus: 'approved' }), doc({ id: '22222222-2222-4222-8222-222222222222', documentType: 'proofOfResidence', verificationStatus: 'rejected' })], automaticVerification: true, maxDocuments: 20 }) });
    renderRoutes(<Route path="/" element={<DocumentList />} />, '/');
    expect(await screen.findByText('ID Document')).toBeInTheDocument();
    expect(screen.getByText('Verified')).toBeInTheDocument();
    expect(screen.getByText('Proof of Residence')).toBeInTheDocument();
    expect(screen.getByText('Rejected')).toBeInTheDocument();
  });

  it('has empty and error states', async () => {
    mockApi({ 'GET /api/documents': () => json({ documents: [], automaticVerification: false, maxDocuments: 5 }) });
    const { unmount } = renderRoutes(<Route path="/" element={<DocumentList />} />, '/');
    expect(await screen.findByText('No documents uploaded yet.')).toBeInTheDocument();
    unmount();
    mockApi({ 'GET /api/documents': () => apiError(500, 'INTERNAL', 'An error occurred') });
    renderRoutes(<Route path="/" element={<DocumentList />} />, '/');
    expect(await screen.findByText('Failed to load your documents')).toBeInTheDocument();
  });

  it('refetches and toasts when a verification notification arrives', async () => {
    let status: Document['verificationStatus'] = 'pending';
    mockApi({ 'GET /api/documents': () => json({ documents: [doc({ verificationStatus: status })], automaticVerification: true, maxDocuments: 20 }) });
    const { client } = renderRoutes(<Route path="/" element={<Live />} />, '/');
    expect(await screen.findByText('Pending')).toBeInTheDocument();
    const old: NotificationListResponse = { notifications: [], unreadCount: 0 };
    act(() => {
      client.setQueryData(notificationKeys.list(), old);
    });
    status = 'approved';
    const arrived = {
      notifications: [{ id: '33333333-3333-4333-8333-333333333333', title: 'Document Verified', message: 'Your ID Document was verified (97% confidence).', notificationType: 'document_status' as const, relatedDocumentId: doc({}).id, isRead: false, createdAt: '2026-03-01T08:01:00.000Z' }],
      unreadCount: 1,
    };
    act(() => {
      client.setQueryData(notificationKeys.list(), arrived);
    });
    expect(await screen.findByText('Verified')).toBeInTheDocument();
    expect(toast.success).toHaveBeenCalledWith('Document Verified', { description: 'Your ID Document was verified (97% confidence).' });
    expect(toast.success).toHaveBeenCalledTimes(1);
  });
});
