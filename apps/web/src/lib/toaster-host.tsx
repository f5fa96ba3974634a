import { useEffect, useState } from 'react';
import { createRoot } from 'react-dom/client';
import { Toaster, toast } from 'sonner';
import { type Theme, currentTheme } from './theme';
import type { ToastOptions } from './toast';

type ShowToast = (kind: 'success' | 'error' | 'info', title: string, options?: ToastOptions) => void;

export interface ToasterHandle {
  show: ShowToast;
  /** Removes the toaster and its React root (its timers and observers end with it). */
  unmount: () => void;
}

/** Follows the `dark` class on <html>, which the theme toggle sets. */
function useDocumentTheme(): Theme {
  const [theme, setTheme] = useState<Theme>(() => currentTheme());
  useEffect(() => {
    const observer = new MutationObserver(() => setTheme(currentTheme()));
    observer.observe(document.documentElement, { attributes: true, attributeFilter: ['class'] });
    return () => observer.disconnect();
  }, []);
  return theme;
}

function ToasterHost({ onReady }: { onReady: () => void }) {
  const theme = useDocumentTheme();
  return (
    <>
      <Toaster theme={theme} position="top-center" closeButton duration={5000} />
      <Ready onReady={onReady} />
    </>
  );
}

/** Its effect runs after the Toaster's own effects, that is once the Toaster listens. */
function Ready({ onReady }: { onReady: () => void }) {
  useEffect(onReady, [onReady]);
  return null;
}

export function mountToaster(): Promise<ToasterHandle> {
  return new Promise((resolve) => {
    const container = document.createElement('div');
    container.id = 'toaster-root';
    document.body.append(container);
    const root = createRoot(container);
    const handle: ToasterHandle = {
      show: (kind, title, options) => {
        toast[kind](title, options);
      },
      unmount: () => {
        root.unmount();
        container.remove();
      },
    };
    root.render(<ToasterHost onReady={() => resolve(handle)} />);
  });
}
