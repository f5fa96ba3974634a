import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { dashboardSchema } from '@kusasa/domain/schemas/dashboard';
import { parsesLikeItEncodes, reusableBody, serializerCompiler } from './serializer.ts';

const serialize = (schema: z.ZodType, data: unknown) => serializerCompiler({ schema, method: 'GET', url: '/x', httpStatus: '200' })(data);

describe('response serializer', () => {
  it('parses forwards only schemas with nothing that runs differently backwards', () => {
    expect(parsesLikeItEncodes(dashboardSchema)).toBe(true);
    expect(parsesLikeItEncodes(z.object({ a: z.array(z.union([z.string().trim(), z.int().nullable()])).optional() }))).toBe(true);
    expect(parsesLikeItEncodes(z.object({ a: z.string().default('x') }))).toBe(false);
    expect(parsesLikeItEncodes(z.object({ a: z.array(z.string().transform((v) => v.length)) }))).toBe(false);
    expect(parsesLikeItEncodes(z.object({ a: z.codec(z.iso.datetime(), z.date(), { decode: (v) => new Date(v), encode: (d) => d.toISOString() }) }))).toBe(
      false,
    );
    expect(parsesLikeItEncodes(z.object({ a: z.string().catch('x') }))).toBe(false);
  });

  it('answers what encoding answered: unknown keys dropped, codecs encoded, a wrong shape refused', () => {
    expect(serialize(z.object({ a: z.string() }), { a: 'x', secret: 'y' })).toBe('{"a":"x"}');
    const at = z.codec(z.iso.datetime(), z.date(), { decode: (v) => new Date(v), encode: (d) => d.toISOString() });
    expect(serialize(z.object({ at }), { at: new Date('2026-01-02T03:04:05.000Z') })).toBe('{"at":"2026-01-02T03:04:05.000Z"}');
    expect(() => serialize(z.object({ a: z.int() }), { a: 'x' })).toThrow();
    expect(() => serialize(z.object({ a: z.string().default('x') }), {})).toThrow();
  });

  it('serializes a reusable answer once, and freezes it so its kept JSON stays true', () => {
    const schema = z.object({ list: z.array(z.object({ n: z.int() })) });
    const toJson = serializerCompiler({ schema, method: 'GET', url: '/x', httpStatus: '200' });
    const answer = reusableBody({ list: [{ n: 1 }] });
    const first = toJson(answer);
    expect(first).toBe('{"list":[{"n":1}]}');
    expect(toJson(answer)).toBe(first);
    expect(() => {
      (answer.list[0] as { n: number }).n = 2;
    }).toThrow(TypeError);
    // Another route's serializer checks the object against its own schema.
    expect(() => serializerCompiler({ schema: z.object({ list: z.array(z.string()) }), method: 'GET', url: '/y', httpStatus: '200' })(answer)).toThrow();
  });
});
