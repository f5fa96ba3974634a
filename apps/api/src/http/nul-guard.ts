import { firstNulPath, NUL_CHARACTER_MESSAGE } from '@kusasa/domain/rules/text';
import { errorTexts } from '@kusasa/domain/texts';
import { AppError } from './app-error.ts';
import type { App } from './types.ts';

// One guard for every route's parsed params, query and JSON body, so no route can forget it: a
// NUL character (which PostgreSQL refuses in text) is a 400 naming the field, never a 500. It
// runs after the access check, so a refused caller still learns nothing about the route.
export function registerNulGuard(app: App) {
  app.addHook('preHandler', (request, _reply, done) => {
    for (const part of [request.params, request.query, request.body]) {
      const path = firstNulPath(part);
      if (path) return done(new AppError('VALIDATION', errorTexts.validation, { [path]: NUL_CHARACTER_MESSAGE }));
    }
    done();
  });
}
