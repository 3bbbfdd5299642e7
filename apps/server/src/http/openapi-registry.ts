import { z } from 'zod';

/**
 * Route modules describe each operation here with the same zod schemas that validate it;
 * GET /api/openapi.json is generated from this list, so the document cannot drift from the code.
 */
type Operation = {
  method: 'get' | 'post' | 'patch' | 'delete' | 'put';
  path: string;
  summary: string;
  /** none: public; user: session; admin: session of an admin; token: an API token from /account. */
  auth?: 'user' | 'admin' | 'none' | 'token';
  body?: z.ZodType;
  query?: z.ZodObject;
  response?: z.ZodType;
};

const operations: Operation[] = [];
export const describeRoute = (op: Operation) => {
  if (!operations.some((o) => o.method === op.method && o.path === op.path)) operations.push(op);
};

const errorSchema = z.object({
  error: z.object({
    code: z.string(),
    message: z.string(),
    fields: z.record(z.string(), z.string()).optional(),
  }),
});
const json = (s: z.ZodType) => ({
  'application/json': { schema: z.toJSONSchema(s, { io: 'input', unrepresentable: 'any' }) },
});

export function buildOpenApi(version: string) {
  const paths: Record<string, Record<string, unknown>> = {};
  for (const op of operations) {
    const params = op.query
      ? Object.entries(op.query.shape).map(([name, s]) => ({
          name,
          in: 'query',
          required: !(s as z.ZodType).safeParse(undefined).success,
          schema: z.toJSONSchema(s as z.ZodType, { io: 'input', unrepresentable: 'any' }),
        }))
      : undefined;
    paths[op.path.replace(/:(\w+)/g, '{$1}')] ??= {};
    paths[op.path.replace(/:(\w+)/g, '{$1}')][op.method] = {
      summary: op.summary,
      ...(op.auth === 'token'
        ? { security: [{ apiToken: [] }] }
        : op.auth && op.auth !== 'none'
          ? { security: [{ cookie: [] }, { bearer: [] }] }
          : {}),
      ...(op.auth ? { 'x-access': op.auth } : {}),
      ...(params ? { parameters: params } : {}),
      ...(op.body ? { requestBody: { required: true, content: json(op.body) } } : {}),
      responses: {
        200: { description: 'OK', ...(op.response ? { content: json(op.response) } : {}) },
        default: { description: 'Error', content: json(errorSchema) },
      },
    };
  }
  return {
    openapi: '3.1.0',
    info: { title: 'Bookloom API', version },
    components: {
      securitySchemes: {
        cookie: { type: 'apiKey', in: 'cookie', name: 'better-auth.session_token' },
        bearer: { type: 'http', scheme: 'bearer' },
        apiToken: {
          type: 'http',
          scheme: 'bearer',
          description: 'An export API token (blk_…) from /account',
        },
      },
    },
    paths,
  };
}
