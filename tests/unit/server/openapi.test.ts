import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { call, decimalString, isoTime } from '../../../contract/call';
import { calls } from '../../../contract/calls';
import { moneyOutput } from '../../../contract/money';
import { schemaOf } from '../../../server/code-api/json-schema';
import { buildOpenApi } from '../../../server/code-api/openapi';

type Json = Record<string, unknown>;

/** Every `$ref` of a value, wherever it sits. */
function refsOf(value: unknown): string[] {
  if (Array.isArray(value)) return value.flatMap(refsOf);
  if (value === null || typeof value !== 'object') return [];
  return Object.entries(value).flatMap(([key, inner]) =>
    key === '$ref' && typeof inner === 'string' ? [inner] : refsOf(inner),
  );
}

/** The target of a local reference (`#/components/schemas/Error`), or undefined. */
function resolve(document: unknown, ref: string): unknown {
  return ref
    .slice(2)
    .split('/')
    .reduce<unknown>((node, part) => (node as Json | undefined)?.[part], document);
}

describe('the OpenAPI builder', () => {
  const document = buildOpenApi(calls, '9.9.9');

  it('describes what the shared transforms answer, not an empty schema', () => {
    const output = schemaOf(z.object({ at: isoTime, amount: decimalString.nullable() }), 'output') as {
      properties: Record<string, Json>;
    };
    expect(output.properties.at).toEqual({ type: 'string', format: 'date-time' });
    expect(output.properties.amount).toEqual({
      anyOf: [expect.objectContaining({ type: 'string', pattern: '^-?\\d+(\\.\\d+)?$' }), { type: 'null' }],
    });
    expect(output).not.toHaveProperty('$schema');
    // Another transform of text is taken for a normaliser: it answers text.
    expect(schemaOf(moneyOutput, 'output')).toEqual({ type: 'string' });
  });

  it('names the access, permission and API-key scope of each operation', () => {
    const table = {
      'demo/open': call({
        summary: 'Open',
        effect: 'read',
        access: 'public',
        input: z.object({}),
        output: z.object({}),
      }),
      'demo/scoped': call({
        summary: 'Scoped',
        effect: 'write',
        access: 'permission',
        apiScope: 'codes:write',
        input: z.object({ id: z.int() }),
        output: z.object({}),
      }),
    };
    const { paths, tags } = buildOpenApi(table, '1.0.0');
    expect(tags).toEqual([{ name: 'demo' }]);
    const open = paths['/api/demo/open']?.post as Json;
    const scoped = paths['/api/demo/scoped']?.post as Json;
    expect(open).toMatchObject({ security: [], 'x-access': 'public', 'x-api-scope': null });
    expect(open.responses).not.toHaveProperty('401');
    expect(scoped).toMatchObject({
      operationId: 'demo.scoped',
      security: [{ bearer: [] }],
      'x-permission': 'demo/scoped',
      'x-api-scope': 'codes:write',
      'x-effect': 'write',
    });
    expect(scoped.description).toContain('codes:write');
    expect(scoped.responses).toHaveProperty('401');
  });

  it('moves recursive definitions into the components and points their references there', () => {
    type Node = { name: string; children: Node[] };
    const node: z.ZodType<Node> = z.lazy(() => z.object({ name: z.string(), children: z.array(node) }));
    const table = {
      'tree/read': call({
        summary: 'Tree',
        effect: 'read',
        access: 'user',
        input: z.object({}),
        output: z.object({ root: node }),
      }),
    };
    const built = buildOpenApi(table, '1.0.0');
    const refs = refsOf(built.paths);
    expect(refs.length).toBeGreaterThan(0);
    for (const ref of refs) expect(resolve(built, ref), ref).toBeDefined();
    expect(JSON.stringify(built)).not.toContain('#/$defs/');
  });

  it('builds the real contract into a document whose every reference resolves', () => {
    expect(document.openapi).toBe('3.1.0');
    expect(document.info.version).toBe('9.9.9');
    expect(Object.keys(document.paths)).toHaveLength(Object.keys(calls).length);
    for (const ref of new Set(refsOf(document))) expect(resolve(document, ref), ref).toBeDefined();
    const operationIds = Object.values(document.paths).map((item) => item.post.operationId);
    expect(new Set(operationIds).size).toBe(operationIds.length);
  });
});
