// Toasts without paying for sonner on first load: the first toast imports sonner and mounts its
// <Toaster/>, later toasts reuse it.

export interface ToastOptions {
  description?: string;
}

type ToastKind = 'success' | 'error' | 'info';
type ShowToast = (kind: ToastKind, title: string, options?: ToastOptions) => void;

let host: Promise<ShowToast> | null = null;

function loadHost(): Promise<ShowToast> {
  host ??= import('./toaster-host').then((module) => module.mountToaster());
  return host;
}

function show(kind: ToastKind, title: string, options?: ToastOptions): void {
  loadHost().then(
    (showToast) => showToast(kind, title, options),
    () => {
      host = null; // a failed chunk load can be retried by the next toast
    },
  );
}

export const toast = {
  success: (title: string, options?: ToastOptions) => show('success', title, options),
  error: (title: string, options?: ToastOptions) => show('error', title, options),
  info: (title: string, options?: ToastOptions) => show('info', title, options),
};
