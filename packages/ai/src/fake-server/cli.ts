import { parseArgs } from 'node:util';
import { startFakeServer } from './fake-server';

/**
 * Dev mode: `npx tsx packages/ai/src/fake-server/cli.ts --port 4010 [--text-ms 3000] [--image-ms 2000]`,
 * then OPENAI_BASE_URL=http://127.0.0.1:4010/v1 (and REPLICATE_BASE_URL) run the real adapters
 * without a key. Faults: POST /_fake/faults {"kind":"text","fault":{"type":"status","status":429,"retryAfterSeconds":2},"times":1}.
 */
const { values } = parseArgs({
  options: {
    port: { type: 'string', default: '4010' },
    host: { type: 'string', default: '127.0.0.1' },
    'text-ms': { type: 'string', default: '0' },
    'image-ms': { type: 'string', default: '0' },
    'moderation-ms': { type: 'string', default: '0' },
  },
});
const server = await startFakeServer({
  port: Number(values.port),
  host: values.host,
  latencyMs: {
    text: Number(values['text-ms']),
    image: Number(values['image-ms']),
    moderation: Number(values['moderation-ms']),
  },
});
console.log(`fake OpenAI/Replicate server on ${server.url}`);
console.log(
  `  OPENAI_BASE_URL=${server.baseUrl} REPLICATE_BASE_URL=${server.baseUrl} OPENAI_API_KEY=fake REPLICATE_API_TOKEN=fake`,
);
const stop = () => server.close().then(() => process.exit(0));
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
