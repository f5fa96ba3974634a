import { blockLines, numberedHeading, policyPdfPath, type InformationOfficer, type LegalPolicy, type PolicyBlock } from '@kusasa/domain/legal/policy';
import { legalTexts } from '@kusasa/domain/legal/legal-texts';
import { formatLongDate } from '@kusasa/domain/rules/dates';

// A policy as plain HTML, for a browser without JavaScript (decision 0140): the server puts it in
// the web app's page, where the React app replaces it once it starts. Semantic markup with a
// small style of its own, since the app's stylesheet resets headings and lists.

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`);

const STYLE = `
.legal-static{max-width:48rem;margin:0 auto;padding:1.5rem 1rem 3rem;line-height:1.6;font-size:1rem}
.legal-static h1{font-size:2rem;font-weight:700;line-height:1.2;margin:1rem 0 .5rem}
.legal-static h2{font-size:1.25rem;font-weight:700;margin:2rem 0 .5rem}
.legal-static p,.legal-static ul,.legal-static ol,.legal-static address{margin:0 0 .75rem}
.legal-static ul{list-style:disc;padding-left:1.5rem}
.legal-static ol{list-style:decimal;padding-left:1.5rem}
.legal-static a{color:#047857;text-decoration:underline}
.legal-static address{font-style:normal}
.legal-static .meta{color:#475569;font-size:.875rem}
`;

/** The page's <main>: title, date, PDF link, contents with anchors, and every section. */
export function renderPolicyMain(policy: LegalPolicy, officer: InformationOfficer): string {
  const contents = policy.sections.map((section) => `<li><a href="#${section.id}">${escapeHtml(section.heading)}</a></li>`).join('');
  const sections = policy.sections
    .map(
      (section, index) =>
        `<section aria-labelledby="${section.id}"><h2 id="${section.id}">${escapeHtml(numberedHeading(section, index))}</h2>${section.blocks.map((block) => renderBlock(block, officer)).join('')}</section>`,
    )
    .join('');
  return [
    `<main id="main-content" class="legal-static" data-policy="${policy.id}">`,
    `<style>${STYLE}</style>`,
    `<p><a href="/">${escapeHtml(legalTexts.home)}</a></p>`,
    `<h1>${escapeHtml(policy.title)}</h1>`,
    `<p class="meta">${legalTexts.lastUpdated} <time datetime="${policy.lastUpdated}">${formatLongDate(`${policy.lastUpdated}T00:00:00Z`)}</time>. ${legalTexts.version} ${escapeHtml(policy.version)}.</p>`,
    `<p><a href="${policyPdfPath(policy.id)}" download>${legalTexts.downloadPdf}</a></p>`,
    `<p>${escapeHtml(policy.summary)}</p>`,
    `<nav aria-labelledby="contents-heading"><h2 id="contents-heading">${legalTexts.contents}</h2><ol>${contents}</ol></nav>`,
    sections,
    `</main>`,
  ].join('');
}

function renderBlock(block: PolicyBlock, officer: InformationOfficer): string {
  const lines = blockLines(block, officer).map(escapeHtml);
  if (block.kind === 'paragraph') return `<p>${lines.join(' ')}</p>`;
  if (block.kind === 'list') return `<ul>${lines.map((line) => `<li>${line}</li>`).join('')}</ul>`;
  return `<address>${lines.join('<br>')}</address>`;
}

/**
 * The web app's index.html with the policy inside #root and the page's title. Its "needs
 * JavaScript" notice goes: this page reads without it. Undefined when the shell has no empty #root.
 */
export function injectIntoShell(indexHtml: string, main: string, title: string): string | undefined {
  const root = '<div id="root"></div>';
  if (!indexHtml.includes(root)) return undefined;
  return indexHtml
    .replace(root, `<div id="root">${main}</div>`)
    .replace(/<title>[^<]*<\/title>/, `<title>${escapeHtml(title)} | Kusasa</title>`)
    .replace(/<noscript>[\s\S]*?<\/noscript>/, '');
}

/** A page of its own, when the API runs without the web app's build. */
export function standaloneDocument(main: string, title: string): string {
  return `<!doctype html><html lang="en"><head><meta charset="UTF-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${escapeHtml(title)} | Kusasa</title></head><body>${main}</body></html>`;
}
