import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App } from './app/app';
import { showToastAfterReload } from './lib/toast-after-reload';
import './index.css';

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

// A message left by the page that reloaded into this one (such as after deleting an account).
showToastAfterReload();

const app = (
  <StrictMode>
    <App />
  </StrictMode>
);
// A public page arrives prerendered (scripts/prerender.ts): keep its HTML and attach to it. Other
// HTML in the root (a legal page the API rendered for readers without JavaScript) is replaced.
// Attaching is a transition so that React yields to the browser every few milliseconds instead
// of holding a slow phone's main thread for the whole page (the page is already painted).
if (container.hasAttribute('data-prerendered')) startTransition(() => void hydrateRoot(container, app));
else createRoot(container).render(app);
