import { Eye, IdCard, ShieldCheck } from 'lucide-react';
import type { MouseEvent } from 'react';
import { adminDocumentTexts } from '@kusasa/domain/admin-document-texts';
import { documentTexts } from '@kusasa/domain/document-texts';
import { identityCheckTexts } from '@kusasa/domain/identity-check-texts';
import { formatListDate } from '@kusasa/domain/rules/dates';
import type { AdminDocument } from '@kusasa/domain/schemas/admin-documents';
import { Button } from '../../components/ui/button';
import { IdentityCheckBadge } from '../../components/ui/identity-check-badge';
import { Table, TableFrame, Td, Th } from '../../components/ui/table';
import { DocumentStatusBadge } from './document-status-badge';
import { canVerifyIdentity } from './verify-identity-dialog';

const texts = adminDocumentTexts;
// On phones each document is a card instead of five columns.
const card = 'max-sm:flex max-sm:flex-col max-sm:gap-2 max-sm:border-b max-sm:border-slate-200 max-sm:p-4 max-sm:last:border-0 dark:max-sm:border-slate-800';
const cell = 'max-sm:block max-sm:border-0 max-sm:p-0';

export interface DocumentsTableProps {
  documents: AdminDocument[];
  onView: (document: AdminDocument) => void;
  onVerify: (document: AdminDocument, button: HTMLButtonElement) => void;
  /** Issue 32: verify the learner's identity by hand from this certified ID copy. */
  onVerifyIdentity: (document: AdminDocument) => void;
}

/**
 * Columns Document Type, User (with the learner's identity check on an ID copy), Status (with the
 * reason, truncated), Date, Actions (View, Verify, and Verify identity on an ID copy that can).
 */
export function DocumentsTable({ documents, onView, onVerify, onVerifyIdentity }: DocumentsTableProps) {
  return (
    <TableFrame>
      <Table className="max-sm:block">
        <caption className="sr-only">Documents, newest first</caption>
        <thead className="max-sm:hidden">
          <tr>
            <Th>{texts.columns.documentType}</Th>
            <Th>{texts.columns.user}</Th>
            <Th>{texts.columns.status}</Th>
            <Th>{texts.columns.date}</Th>
            <Th>{texts.columns.actions}</Th>
          </tr>
        </thead>
        <tbody className="max-sm:block">
          {documents.map((document) => (
            <tr key={document.id} className={card}>
              <Td className={`${cell} font-medium`}>{documentTexts.labels[document.documentType]}</Td>
              <Td className={cell}>
                <span className="block">{document.user.fullName ?? document.user.email}</span>
                <span className="block text-slate-600 dark:text-slate-400">{document.user.email}</span>
                {document.documentType === 'idDocument' && <IdentityCheckBadge check={document.user.identityCheck} size="sm" className="mt-1" />}
              </Td>
              <Td className={cell}>
                <DocumentStatusBadge status={document.verificationStatus} />
                {document.rejectionReason && (
                  <span title={document.rejectionReason} className="mt-1 block max-w-48 truncate text-xs text-slate-600 dark:text-slate-400">
                    {document.rejectionReason}
                  </span>
                )}
              </Td>
              <Td className={`${cell} whitespace-nowrap`}>
                <time dateTime={document.createdAt}>{formatListDate(document.createdAt)}</time>
              </Td>
              <Td className={cell}>
                <div className="flex flex-wrap gap-2">
                  <Button
                    variant="outline"
                    size="sm"
                    aria-label={`${texts.view} ${documentTexts.labels[document.documentType]} of ${document.user.email}`}
                    onClick={() => onView(document)}
                  >
                    <Eye aria-hidden="true" />
                    {texts.view}
                  </Button>
                  <Button
                    size="sm"
                    aria-label={`${texts.verify} ${documentTexts.labels[document.documentType]} of ${document.user.email}`}
                    onClick={(event: MouseEvent<HTMLButtonElement>) => onVerify(document, event.currentTarget)}
                  >
                    <ShieldCheck aria-hidden="true" />
                    {texts.verify}
                  </Button>
                  {canVerifyIdentity(document) && (
                    <Button
                      variant="outline"
                      size="sm"
                      aria-label={`${identityCheckTexts.manual.action} of ${document.user.email}`}
                      onClick={() => onVerifyIdentity(document)}
                    >
                      <IdCard aria-hidden="true" />
                      {identityCheckTexts.manual.action}
                    </Button>
                  )}
                </div>
              </Td>
            </tr>
          ))}
        </tbody>
      </Table>
    </TableFrame>
  );
}
