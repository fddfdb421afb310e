import { z } from 'zod';
import { decimalString, isoTime } from '../../contract/call';

/**
 * The contract's zod schemas as JSON Schema, for the documents generated from them: the API's
 * OpenAPI document and its webhooks section.
 */

export type JsonSchema = Record<string, unknown>;

/**
 * What the client reads from schemas that transform on the server: JSON Schema cannot say what a
 * transform answers, so the contract's shared transforms are described by hand, once.
 */
const TRANSFORMED_OUTPUTS = new Map<unknown, JsonSchema>([
  [isoTime.out, { type: 'string', format: 'date-time' }],
  [decimalString.out, { type: 'string', pattern: '^-?\\d+(\\.\\d+)?$', description: 'Decimal amount' }],
]);

type PipeDef = { type: 'pipe'; in: z.ZodType; out: { _zod: { def: { type: string } } } };

/**
 * The answer of a transformed output: described by hand for the shared transforms; otherwise a
 * transform of text is a normaliser (an amount written canonically) and answers text; anything
 * else stays open.
 */
function transformedOutput(pipe: PipeDef): JsonSchema {
  const known = TRANSFORMED_OUTPUTS.get(pipe.out);
  if (known) return known;
  return schemaOf(pipe.in, 'output').type === 'string' ? { type: 'string' } : {};
}

/** A call's input or output as JSON Schema 2020-12, the dialect of OpenAPI 3.1. */
export function schemaOf(schema: z.ZodType, io: 'input' | 'output'): JsonSchema {
  const json = z.toJSONSchema(schema, {
    io,
    target: 'draft-2020-12',
    // Whatever else JSON Schema cannot say (a Date the server also accepts) is left open rather
    // than refusing to document the call.
    unrepresentable: 'any',
    override: ({ zodSchema, jsonSchema }) => {
      const def = zodSchema._zod.def as unknown as PipeDef;
      if (io === 'output' && def.type === 'pipe' && def.out._zod.def.type === 'transform') {
        Object.assign(jsonSchema, transformedOutput(def));
      }
    },
  }) as JsonSchema;
  const { $schema: _dialect, ...rest } = json;
  return rest;
}
