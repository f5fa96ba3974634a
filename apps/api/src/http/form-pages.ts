import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { formNoticeFor, NOTICE_TEMPLATE_TEXT, PLAIN_FORM_PAGES } from '@kusasa/domain/rules/plain-forms';

// The page of a plain form (/login, /forgot-password) at an address naming a notice, such as
// /login?notice=invalid-credentials after a refused post (decision 0424): its prerendered HTML with
// the notice written in, so it reads the same with JavaScript off. The notice's markup is the
// app's own Alert, rendered by the build with a stand-in text (notice-<tone>.html); the text
// comes from the domain's list by key, escaped. The root loses `data-prerendered`, so the app
// renders the page afresh (showing the same notice from the address) instead of attaching to HTML
// it did not render, and the whole stylesheet is linked, since the page's own CSS has no notice.

export type FormPageAnswer = (url: string) => string | undefined;

/**
 * The referrer policy of a plain form's page: with the site's no-referrer, a browser posts a form
 * with `Origin: null`, which the CSRF check refuses (http/csrf.ts). same-origin sends the real
 * origin to Kusasa itself and still nothing to other sites.
 */
export const FORM_PAGE_REFERRER_POLICY = 'same-origin';

export function isFormPage(url: string): boolean {
  return Object.hasOwn(PLAIN_FORM_PAGES, url.split('?', 1)[0] ?? '');
}

export function formPagesIn(pagesDir: string, manifest: Record<string, string | null>): FormPageAnswer {
  const templates = { error: readIfPresent(join(pagesDir, 'notice-error.html')), success: readIfPresent(join(pagesDir, 'notice-success.html')) };
  const pages = new Map<string, string>();
  for (const path of Object.keys(PLAIN_FORM_PAGES)) {
    const file = manifest[path];
    if (file) pages.set(path, readFileSync(join(pagesDir, file), 'utf8'));
  }
  return (url) => {
    const [path = '', query = ''] = url.split('?', 2);
    const page = PLAIN_FORM_PAGES[path];
    const html = pages.get(path);
    const notice = page && formNoticeFor(page.form, new URLSearchParams(query));
    const template = notice && templates[notice.tone];
    if (!page || !html || !notice || !template) return undefined;
    return withNotice(
      html,
      page.action,
      template.replace(NOTICE_TEMPLATE_TEXT, () => escapeHtml(notice.text)),
      notice.tone === 'success',
    );
  };
}

/** The page with the notice at the top of its form, or in the form's place for a success (the request is done). */
function withNotice(html: string, action: string, notice: string, replacesForm: boolean): string | undefined {
  const form = new RegExp(`<form[^>]*\\saction="${action}"[^>]*>${replacesForm ? '[\\s\\S]*?</form>' : ''}`);
  const stylesheet = /\sdata-stylesheet="([^"]+)"/.exec(html)?.[1];
  if (!form.test(html) || !stylesheet) return undefined;
  return html
    .replace(form, (tag) => (replacesForm ? notice : tag + notice))
    .replace(/<div id="root" data-prerendered>/, '<div id="root">')
    .replace('</head>', () => `<link rel="stylesheet" crossorigin href="${stylesheet}">\n</head>`);
}

function readIfPresent(file: string): string | undefined {
  return existsSync(file) ? readFileSync(file, 'utf8').trim() : undefined;
}

function escapeHtml(text: string): string {
  return text.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;').replaceAll('"', '&quot;').replaceAll("'", '&#39;');
}
