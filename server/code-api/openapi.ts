import { API_SCOPES, type CallSpec, ERROR_CODES } from '../../contract/call';
import type { CallTable } from '../../contract/calls';
import { webhookOperations } from '../webhooks/openapi';
import { type JsonSchema, schemaOf } from './json-schema';

/**
 * The OpenAPI 3.1 document of the API, generated from the call table: one `POST /api/<path>`
 * operation per call, its request body the call's input schema and its answer the envelope
 * around the call's output schema. Nothing here is written by hand per call, so the document
 * cannot drift from what the server validates.
 */

export type OpenApiDocument = {
  openapi: '3.1.0';
  info: { title: string; version: string; description: string };
  tags: { name: string }[];
  paths: Record<string, { post: JsonSchema }>;
  /** What the platform sends: one entry per webhook event type. */
  webhooks: Record<string, { post: JsonSchema }>;
  components: {
    securitySchemes: Record<string, JsonSchema>;
    schemas: Record<string, JsonSchema>;
    responses: Record<string, JsonSchema>;
  };
};

export const SECURITY_SCHEME = 'bearer';

/** The module of a call path (`qr_code_list/add` → `qr_code_list`): its tag and its console page. */
export const moduleOf = (path: string): string => path.split('/')[0] as string;

/** Who may make a call, in words, for the operation's description and the docs page. */
export function accessText(path: string, spec: Pick<CallSpec, 'access' | 'permission'>): string {
  if (spec.access === 'public') return 'public';
  if (spec.access === 'user') return 'any signed-in user';
  return `permission ${spec.permission ?? path}`;
}

/**
 * `$defs` of a schema (recursive parts) move into the document's components, named after the
 * operation, and their references follow: a `#/$defs/…` inside an operation resolves against
 * the whole document, where no `$defs` exist.
 */
function hoistDefinitions(
  schema: JsonSchema,
  owner: string,
  components: Record<string, JsonSchema>,
): JsonSchema {
  const { $defs, ...rest } = schema as JsonSchema & { $defs?: Record<string, JsonSchema> };
  if (!$defs) return schema;
  // Definitions refer to each other (and to themselves) the same way.
  const repoint = (value: JsonSchema): JsonSchema =>
    JSON.parse(
      JSON.stringify(value).replaceAll('"#/$defs/', `"#/components/schemas/${owner}.`),
    ) as JsonSchema;
  for (const [name, definition] of Object.entries($defs))
    components[`${owner}.${name}`] = repoint(definition);
  return repoint(rest);
}

const errorResponse = (description: string) => ({ $ref: `#/components/responses/${description}` });

/** The refusals every operation may answer; only signed-in calls answer 401. */
function refusals(spec: CallSpec): Record<string, JsonSchema> {
  return {
    '400': errorResponse('InvalidParameter'),
    ...(spec.access === 'public' ? {} : { '401': errorResponse('Unauthorized') }),
    '403': errorResponse('Forbidden'),
    '404': errorResponse('NotFound'),
    '409': errorResponse('Conflict'),
    '429': errorResponse('RateLimited'),
    '500': errorResponse('Internal'),
  };
}

function operationOf(path: string, spec: CallSpec, schemas: Record<string, JsonSchema>): JsonSchema {
  const operationId = path.replace('/', '.');
  const input = hoistDefinitions(schemaOf(spec.input, 'input'), `${operationId}.input`, schemas);
  const output = hoistDefinitions(schemaOf(spec.output, 'output'), `${operationId}.output`, schemas);
  const access = accessText(path, spec);
  const scope = spec.apiScope
    ? `API keys with scope ${spec.apiScope}`
    : 'console sessions only, never API keys';
  return {
    operationId,
    tags: [moduleOf(path)],
    summary: spec.summary,
    description: `Access: ${access}. Reachable by ${scope}.`,
    security: spec.access === 'public' ? [] : [{ [SECURITY_SCHEME]: [] }],
    'x-access': spec.access,
    ...(spec.access === 'permission' ? { 'x-permission': spec.permission ?? path } : {}),
    'x-api-scope': spec.apiScope ?? null,
    'x-effect': spec.effect,
    ...(spec.rateLimit ? { 'x-rate-limit': spec.rateLimit } : {}),
    requestBody: { required: true, content: { 'application/json': { schema: input } } },
    responses: {
      '200': {
        description: 'Done: the call’s answer in `data`',
        content: {
          'application/json': {
            schema: {
              type: 'object',
              properties: { status: { const: true }, data: output },
              required: ['status', 'data'],
            },
          },
        },
      },
      ...refusals(spec),
    },
  };
}

const ERROR_ENVELOPE: JsonSchema = {
  type: 'object',
  properties: {
    status: { const: false },
    code: { type: 'string', enum: [...ERROR_CODES] },
    message: { type: 'string', description: 'The reason, in the language of `x-locale` or Accept-Language' },
    errors: {
      type: 'array',
      description: 'The rejected fields of the input',
      items: {
        type: 'object',
        properties: { path: { type: 'string' }, message: { type: 'string' } },
        required: ['path', 'message'],
      },
    },
    error_id: { type: 'string', description: 'Names the server log entry of an internal error' },
  },
  required: ['status', 'code', 'message'],
};

const REFUSALS: Record<string, string> = {
  InvalidParameter: 'The input is invalid; `errors` names the fields',
  Unauthorized: 'No session, or an unknown or revoked API key',
  Forbidden: 'The caller’s role or the API key’s scopes do not reach this call',
  NotFound: 'No such object among the caller’s',
  Conflict: 'The object’s state does not allow it',
  RateLimited: 'Too many calls; try again after `Retry-After` seconds',
  Internal: 'An unexpected error; `error_id` names it in the server log',
};

export function buildOpenApi(table: CallTable, version: string): OpenApiDocument {
  const schemas: Record<string, JsonSchema> = { Error: ERROR_ENVELOPE };
  const paths: OpenApiDocument['paths'] = {};
  const modules = new Set<string>();
  for (const [path, spec] of Object.entries(table)) {
    paths[`/api/${path}`] = { post: operationOf(path, spec, schemas) };
    modules.add(moduleOf(path));
  }
  return {
    openapi: '3.1.0',
    info: {
      title: 'Live-code API',
      version,
      description: [
        'Every call is `POST /api/<module>/<action>` with a JSON body. The answer is `{status: true, data}`,',
        'or `{status: false, code, message}` with a meaningful HTTP status.',
        `Scripts authenticate with an API key of the code API (\`Authorization: Bearer lc_…\`); a key reaches`,
        `only the calls whose \`x-api-scope\` it holds (${API_SCOPES.join(', ')}), within its owner’s rights.`,
      ].join(' '),
    },
    tags: [...modules].map((name) => ({ name })),
    paths,
    webhooks: webhookOperations(),
    components: {
      securitySchemes: {
        [SECURITY_SCHEME]: {
          type: 'http',
          scheme: 'bearer',
          description: 'An API key (`lc_…`) or a console session token',
        },
      },
      schemas,
      responses: Object.fromEntries(
        Object.entries(REFUSALS).map(([name, description]) => [
          name,
          {
            description,
            content: { 'application/json': { schema: { $ref: '#/components/schemas/Error' } } },
          },
        ]),
      ),
    },
  };
}
