import { describe, expect, it, vi } from 'vitest';
import { fullReload } from './full-reload';
import { toast } from './toast';
import { TOAST_AFTER_RELOAD_KEY, reloadWithToast, showToastAfterReload } from './toast-after-reload';

vi.mock('./full-reload', () => ({ fullReload: vi.fn() }));
vi.mock('./toast', () => ({ toast: { success: vi.fn(), error: vi.fn(), info: vi.fn() } }));

describe('toast after reload', () => {
  it('keeps the toast for the next page load, which shows it once', () => {
    reloadWithToast('/', 'Your account and personal data have been deleted.');
    expect(fullReload).toHaveBeenCalledWith('/');
    showToastAfterReload();
    showToastAfterReload();
    expect(toast.success).toHaveBeenCalledTimes(1);
    expect(toast.success).toHaveBeenCalledWith('Your account and personal data have been deleted.', {});
    expect(window.sessionStorage.getItem(TOAST_AFTER_RELOAD_KEY)).toBeNull();
  });

  it('ignores damaged or foreign values', () => {
    window.sessionStorage.setItem(TOAST_AFTER_RELOAD_KEY, '{not json');
    showToastAfterReload();
    window.sessionStorage.setItem(TOAST_AFTER_RELOAD_KEY, JSON.stringify({ title: 42 }));
    showToastAfterReload();
    expect(toast.success).not.toHaveBeenCalled();
  });
});
