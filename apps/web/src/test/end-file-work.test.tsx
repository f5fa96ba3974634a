import { screen } from '@testing-library/react';
import { expect, it } from 'vitest';
import { toast } from '../lib/toast';
import { endFileWork } from './teardown';

// Alone in its file: after endFileWork nothing in this file can show a toast again.
it("drops a toast that arrives after the file's last test, so no toaster mounts while its test DOM goes", async () => {
  toast.success('Shown in the test');
  expect(await screen.findByText('Shown in the test')).toBeInTheDocument();
  await endFileWork();
  toast.error('Answered late');
  // The toaster's code is loaded by now: a toaster would mount within a few ticks.
  await new Promise((resolve) => setTimeout(resolve, 100));
  expect(document.getElementById('toaster-root')).toBeNull();
});
