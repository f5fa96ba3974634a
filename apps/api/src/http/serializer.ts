import type { FastifySerializerCompiler } from 'fastify/types/schema.js';
import { ResponseSerializationError } from 'fastify-type-provider-zod';
import { $ZodType, safeEncode, safeParse } from 'zod/v4/core';

// Every response leaves through its route's zod schema (unknown keys dropped, a wrong shape is a
// 500), as with fastify-type-provider-zod's serializer. That one encodes (runs the schema
// backwards, for codecs), which zod does in two passes with a copied context at every node: 4.5x
// a forward parse on the dashboard's answer, on every response (bench:api). A schema with nothing
// that runs differently backwards (no codec, transform, default, catch...) gives the same output
// either way, so it is parsed forwards; any other keeps the encode.

/** Node types whose forward and backward runs are the same; anything else (or unknown) encodes. */
const SAME_BOTH_WAYS = new Set([
  'string',
  'number',
  'boolean',
  'bigint',
  'symbol',
  'null',
  'undefined',
  'void',
  'never',
  'any',
  'unknown',
  'nan',
  'date',
  'enum',
  'literal',
  'file',
  'template_literal',
  'custom',
  'object',
  'array',
  'tuple',
  'record',
  'map',
  'set',
  'union',
  'intersection',
  'optional',
  'nullable',
  'readonly',
  'nonoptional',
]);

interface Def {
  type: string;
  shape?: Record<string, $ZodType>;
  catchall?: $ZodType;
  element?: $ZodType;
  items?: $ZodType[];
  rest?: $ZodType | null;
  keyType?: $ZodType;
  valueType?: $ZodType;
  options?: $ZodType[];
  left?: $ZodType;
  right?: $ZodType;
  innerType?: $ZodType;
}

/** True when no node of the schema runs differently when encoding than when parsing. */
export function parsesLikeItEncodes(schema: $ZodType, seen = new Set<$ZodType>()): boolean {
  if (seen.has(schema)) return true;
  seen.add(schema);
  const def = schema._zod.def as unknown as Def;
  if (!SAME_BOTH_WAYS.has(def.type)) return false;
  const children = [
    ...Object.values(def.shape ?? {}),
    def.catchall,
    def.element,
    ...(def.items ?? []),
    def.rest ?? undefined,
    def.keyType,
    def.valueType,
    ...(def.options ?? []),
    def.left,
    def.right,
    def.innerType,
  ];
  return children.every((child) => child === undefined || parsesLikeItEncodes(child, seen));
}

function zodSchemaOf(schema: unknown): $ZodType {
  if (schema instanceof $ZodType) return schema;
  const properties = (schema as { properties?: unknown } | null)?.properties;
  if (properties instanceof $ZodType) return properties;
  throw new Error(`a response schema must be a zod schema: ${JSON.stringify(schema)}`);
}

// An answer that is the same object for many requests (the catalogue's lists, kept a minute) is
// checked and turned into JSON once: `reusableBody` marks it (and freezes it, so it cannot change
// under its kept JSON), and each route's serializer keeps that JSON beside the object.
const reusable = new WeakSet<object>();

function deepFreeze(value: unknown): void {
  if (typeof value !== 'object' || value === null || Object.isFrozen(value)) return;
  Object.freeze(value);
  for (const child of Object.values(value)) deepFreeze(child);
}

/** Marks an answer that will be sent again as it is: frozen, and serialized once per route. */
export function reusableBody<T extends object>(value: T): T {
  deepFreeze(value);
  reusable.add(value);
  return value;
}

export const serializerCompiler: FastifySerializerCompiler<unknown> = ({ schema, method, url }) => {
  const zodSchema = zodSchemaOf(schema);
  const check = parsesLikeItEncodes(zodSchema) ? safeParse : safeEncode;
  const kept = new WeakMap<object, string>();
  return (data: unknown) => {
    const reused = typeof data === 'object' && data !== null && reusable.has(data);
    if (reused) {
      const json = kept.get(data);
      if (json !== undefined) return json;
    }
    const result = check(zodSchema, data);
    if (result.error) throw new ResponseSerializationError(method, url, { cause: result.error });
    const json = JSON.stringify(result.data);
    if (reused) kept.set(data, json);
    return json;
  };
};
