import type { WizardValues } from './wizard-values';

// The seed's "locally persisted wizard state", mirrored in localStorage under a versioned key
// (version 0). The server's copy wins whenever it has saved progress; this one only fills in
// when it has not, and only for the same account (a shared computer must not leak another's).

export const WIZARD_STORAGE_KEY = 'profile-wizard-storage';
export const WIZARD_STORAGE_VERSION = 0;

export interface StoredWizardState extends WizardValues {
  userId: string;
  currentStep: number;
  isDataSaved: boolean;
}

export function readWizardState(userId: string): StoredWizardState | null {
  try {
    const raw = localStorage.getItem(WIZARD_STORAGE_KEY);
    if (!raw) return null;
    const stored = JSON.parse(raw) as { state?: StoredWizardState; version?: number };
    if (stored.version !== WIZARD_STORAGE_VERSION || !stored.state || stored.state.userId !== userId) return null;
    return stored.state;
  } catch {
    return null;
  }
}

export function writeWizardState(state: StoredWizardState): void {
  try {
    localStorage.setItem(WIZARD_STORAGE_KEY, JSON.stringify({ state, version: WIZARD_STORAGE_VERSION }));
  } catch {
    // Storage full or blocked: the server copy is the one that matters.
  }
}

export function clearWizardState(): void {
  try {
    localStorage.removeItem(WIZARD_STORAGE_KEY);
  } catch {
    // Nothing to clear.
  }
}
