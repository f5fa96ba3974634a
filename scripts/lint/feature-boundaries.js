// The feature rule of ARCHITECTURE.md, held by lint: features are siblings. A feature imports
// components/ui, lib and @kusasa/domain (web) or the shared layers (API), never another feature;
// only app/ (web) and app.ts (API) compose features; no import cycles anywhere.
import { readdirSync } from 'node:fs';

const WEB = './apps/web/src';
const API = './apps/api/src';

const foldersIn = (dir) =>
  readdirSync(dir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name);

const siblingRule = (base) =>
  foldersIn(`${base}/features`).map((feature) => ({
    target: `${base}/features/${feature}`,
    from: `${base}/features`,
    except: [`./${feature}`],
    message: 'Features are siblings: compose them one floor up (app/ or app.ts), or move what both need to a shared layer.',
  }));

function webZones() {
  return [
    ...siblingRule(WEB),
    { target: `${WEB}/features`, from: `${WEB}/app`, message: 'app/ composes features; a feature never imports app/.' },
    {
      target: [`${WEB}/components`, `${WEB}/lib`],
      from: [`${WEB}/features`, `${WEB}/app`],
      message: 'components/ui and lib sit under every feature and import none.',
    },
  ];
}

/**
 * The API's features may import another feature's types (a service interface wired in app.ts is
 * the intended shape), never its values: those are handed over by app.ts.
 */
function apiCrossFeatureImports() {
  const depths = [0, 1, 2, 3];
  return depths.map((depth) => ({
    files: [`apps/api/src/features/*/${'*/'.repeat(depth)}*.ts`],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: `^(\\.\\./){${depth + 1}}(?!\\.)[^/]+/`,
              allowTypeImports: true,
              message: 'Features are siblings: a value another feature owns comes through a service wired in app.ts.',
            },
          ],
        },
      ],
    },
  }));
}

function apiZones() {
  return [
    { target: `${API}/features`, from: [`${API}/app.ts`, `${API}/server.ts`], message: 'app.ts composes features; a feature never imports it.' },
    {
      target: [`${API}/adapters`, `${API}/http`, `${API}/db`, `${API}/jobs`, `${API}/auth`],
      from: `${API}/features`,
      message: 'Shared layers sit under every feature and import none.',
    },
  ];
}

/**
 * An outside service (mail, storage, OCR, payments, an AI model provider) is reached through an
 * adapter with a local default (ARCHITECTURE.md): its client library is imported only under
 * apps/api/src/adapters, so a feature never depends on one vendor.
 */
export const OUTSIDE_SERVICE_CLIENTS = [
  'nodemailer',
  'tesseract.js',
  '@aws-sdk/*',
  'openai',
  'openai/*',
  '@anthropic-ai/*',
  '@google/genai',
  '@google/generative-ai',
  'ollama',
];

function outsideServiceClients() {
  return {
    files: ['apps/api/src/**/*.ts'],
    ignores: ['apps/api/src/adapters/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: OUTSIDE_SERVICE_CLIENTS,
              message: 'An outside service is reached through its adapter (apps/api/src/adapters/<kind>/), injected in app.ts.',
            },
          ],
        },
      ],
    },
  };
}

/** Lint configs for both apps; `level` lets one app's rule be switched on at a time. */
export function featureBoundaries(level) {
  return [
    {
      files: ['apps/web/src/**/*.{ts,tsx}'],
      rules: {
        'import-x/no-restricted-paths': [level.web, { zones: webZones() }],
        'import-x/no-cycle': [level.web, { ignoreExternal: true }],
      },
    },
    {
      files: ['apps/api/src/**/*.ts'],
      rules: {
        'import-x/no-restricted-paths': [level.api, { zones: apiZones() }],
        'import-x/no-cycle': [level.api, { ignoreExternal: true }],
      },
    },
    ...(level.api === 'off' ? [] : apiCrossFeatureImports().map((config) => withLevel(config, level.api))),
    { files: ['packages/domain/src/**/*.ts'], rules: { 'import-x/no-cycle': ['error', { ignoreExternal: true }] } },
    outsideServiceClients(),
  ];
}

function withLevel(config, severity) {
  const [, options] = config.rules['@typescript-eslint/no-restricted-imports'];
  return { ...config, rules: { '@typescript-eslint/no-restricted-imports': [severity, options] } };
}
