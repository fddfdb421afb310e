import { WEBHOOK_EVENT_DATA, WEBHOOK_EVENTS } from '../../contract/areas/webhooks';
import { type JsonSchema, schemaOf } from '../code-api/json-schema';

const header = (name: string, description: string) => ({
  name,
  in: 'header',
  required: true,
  description,
  schema: { type: 'string' },
});

/**
 * The OpenAPI 3.1 `webhooks` section: one POST per event type, its body `{type, timestamp, data}`
 * with the event's `data`, signed per the Standard Webhooks specification.
 */
export function webhookOperations(): Record<string, { post: JsonSchema }> {
  return Object.fromEntries(
    WEBHOOK_EVENTS.map((type) => {
      const { summary, data } = WEBHOOK_EVENT_DATA[type];
      return [
        type,
        {
          post: {
            summary,
            description: [
              'Sent to the endpoints that asked for this event, from an outbox with retries (5 s, 5 min,',
              '30 min, 2 h, 5 h, 10 h, 10 h). A 2xx within 10 s counts as delivered; 410 disables the endpoint.',
              'Verify `webhook-signature` (HMAC-SHA256 over `<webhook-id>.<webhook-timestamp>.<body>`, the',
              'Standard Webhooks scheme) with the endpoint’s `whsec_` secret; after a rotation it holds a',
              'signature by each secret, separated by a space, for 24 hours.',
            ].join(' '),
            tags: ['webhook'],
            parameters: [
              header('webhook-id', 'The event’s id: the same on every attempt, so a repeat can be dropped'),
              header('webhook-timestamp', 'Seconds since 1970 when the attempt was signed'),
              header('webhook-signature', 'Space-separated `v1,<base64>` signatures'),
            ],
            requestBody: {
              required: true,
              content: {
                'application/json': {
                  schema: {
                    type: 'object',
                    properties: {
                      type: { const: type },
                      timestamp: {
                        type: 'string',
                        format: 'date-time',
                        description: 'When the event happened',
                      },
                      data: schemaOf(data, 'output'),
                    },
                    required: ['type', 'timestamp', 'data'],
                  },
                },
              },
            },
            responses: {
              '2XX': { description: 'Received; not sent again' },
              '410': { description: 'Gone: the endpoint is disabled and gets nothing more' },
              default: { description: 'Anything else (or no answer within 10 s) is retried' },
            },
          },
        },
      ];
    }),
  );
}
