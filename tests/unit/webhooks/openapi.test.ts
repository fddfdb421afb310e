import { describe, expect, it } from 'vitest';
import { WEBHOOK_EVENTS } from '../../../contract/areas/webhooks';
import { calls } from '../../../contract/calls';
import { buildOpenApi } from '../../../server/code-api/openapi';

describe('the OpenAPI document’s webhooks section', () => {
  const document = buildOpenApi(calls, '9.9.9');

  it('lists every event type with its {type, timestamp, data} body and the signature headers', () => {
    expect(Object.keys(document.webhooks).sort()).toEqual([...WEBHOOK_EVENTS].sort());
    for (const type of WEBHOOK_EVENTS) {
      const post = document.webhooks[type]?.post as {
        parameters: { name: string }[];
        requestBody: {
          content: {
            'application/json': { schema: { properties: Record<string, unknown>; required: string[] } };
          };
        };
      };
      const schema = post.requestBody.content['application/json'].schema;
      expect(schema.required, type).toEqual(['type', 'timestamp', 'data']);
      expect(schema.properties.type, type).toEqual({ const: type });
      expect((schema.properties.data as { type: string }).type, type).toBe('object');
      expect(post.parameters.map((parameter) => parameter.name)).toEqual([
        'webhook-id',
        'webhook-timestamp',
        'webhook-signature',
      ]);
    }
  });
});
