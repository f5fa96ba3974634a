import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { IdentityCheckBadge } from './identity-check-badge';

describe('IdentityCheckBadge', () => {
  it.each([
    [{ method: 'id-number-format', bureau: null, checkedAt: null } as const, 'ID number checked (format and date of birth)'],
    [{ method: 'bureau', bureau: 'VerifyNow', checkedAt: null } as const, 'Verified with Home Affairs through VerifyNow'],
    [{ method: 'manual', bureau: null, checkedAt: null } as const, 'Verified by Kusasa from a certified ID copy'],
    [null, 'Identity not verified'],
  ])('shows the exact words for %j', (check, label) => {
    render(<IdentityCheckBadge check={check} />);
    expect(screen.getByText(label)).toBeInTheDocument();
    expect(screen.queryByText('Verified')).not.toBeInTheDocument();
  });
});
