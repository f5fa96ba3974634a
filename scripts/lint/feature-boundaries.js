// The feature rule of ARCHITECTURE.md, held by lint: features are siblings. A feature imports
// components/ui, lib and @kusasa/domain (web) or the kernel and the shared layers (API), never
// another feature; only app/ (web) and the areas (API, apps/api/src/areas) compose features, and
// app.ts lists the areas and nothing else; no import cycles anywhere.
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
 * The API's features may import another feature's types (a service interface wired in an area is
 * the intended shape), never its values: those are handed over by the area.
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
              message: 'Features are siblings: a value another feature owns comes through a service wired in its area (apps/api/src/areas).',
            },
          ],
        },
      ],
    },
  }));
}

function apiZones() {
  const shared = [`${API}/adapters`, `${API}/http`, `${API}/db`, `${API}/jobs`, `${API}/auth`];
  return [
    {
      target: `${API}/features`,
      from: [`${API}/app.ts`, `${API}/server.ts`, `${API}/areas`],
      message: 'Areas compose features; a feature never imports an area or app.ts.',
    },
    {
      target: `${API}/app.ts`,
      from: [`${API}/features`, `${API}/adapters`],
      message: 'app.ts lists the areas: a feature or an adapter is wired in its area (apps/api/src/areas).',
    },
    {
      target: `${API}/core`,
      from: [`${API}/features`, `${API}/areas`, `${API}/app.ts`],
      message: 'The kernel sits under every area and feature and imports none.',
    },
    {
      target: shared,
      from: [`${API}/features`, `${API}/areas`, `${API}/core`],
      message: 'Shared layers sit under the kernel and every feature and import none.',
    },
  ];
}

/** Areas are siblings too: one reads another's services through what app.ts hands it, so only types cross. */
function apiAreaImports() {
  return {
    files: ['apps/api/src/areas/*.ts'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        { patterns: [{ regex: '^\\./', allowTypeImports: true, message: 'Areas are siblings: app.ts hands an area what another returned.' }] },
      ],
    },
  };
}

/** app.ts stays a list: plugins, the kernel, the areas in order. Business glue belongs in an area. */
const API_APP_MAX_LINES = 130;

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
    ...(level.api === 'off' ? [] : [withLevel(apiAreaImports(), level.api)]),
    { files: ['apps/api/src/app.ts'], rules: { 'max-lines': [level.api, { max: API_APP_MAX_LINES, skipBlankLines: true, skipComments: true }] } },
    { files: ['packages/domain/src/**/*.ts'], rules: { 'import-x/no-cycle': ['error', { ignoreExternal: true }] } },
    outsideServiceClients(),
  ];
}

function withLevel(config, severity) {
  const [, options] = config.rules['@typescript-eslint/no-restricted-imports'];
  return { ...config, rules: { '@typescript-eslint/no-restricted-imports': [severity, options] } };
}
