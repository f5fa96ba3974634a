import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { emptyProfile } from '../../../test/profile-fixture';
import { afterSave } from './save-step';
import { learnerKeys } from '../../../lib/query-keys';

// /apply shows the name and ID number read-only from the profile (cached 5 minutes): a change made
// in the wizard or on /profile must reach it at once, not after the cache runs out.
describe('afterSave', () => {
  const applicant = { fullName: 'Old Name', idNumber: null };

  it('reads the /apply applicant again after the personal step is saved', () => {
    const client = new QueryClient();
    client.setQueryData(learnerKeys.applicant(), applicant);
    afterSave(client, 'personal', emptyProfile());
    expect(client.getQueryState(learnerKeys.applicant())?.isInvalidated).toBe(true);
  });

  it('leaves the applicant cached after a step that does not change it', () => {
    const client = new QueryClient();
    client.setQueryData(learnerKeys.applicant(), applicant);
    afterSave(client, 'address', emptyProfile());
    expect(client.getQueryState(learnerKeys.applicant())?.isInvalidated).toBe(false);
  });
});
