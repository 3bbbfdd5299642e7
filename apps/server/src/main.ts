import { fileURLToPath } from 'node:url';
import { DataDirLockedError } from '@bookloom/db';
import { serve } from '@hono/node-server';
import { boot } from './boot';
import { EnvError, readEnv } from './env';

/** `npm start`: one process serving the API, the web app and (soon) the job worker. */
async function main() {
  const env = readEnv();
  const webDist = fileURLToPath(new URL('../../web/dist', import.meta.url));
  const started = await boot(env, { webDist });
  const server = serve({ fetch: started.app.fetch, port: env.PORT }, (info) => {
    started.log.info('Bookloom is running', {
      url: `http://localhost:${info.port}`,
      db: started.database.kind,
    });
  });
  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    started.log.info('stopping', { signal });
    server.close();
    await started.close();
    process.exit(0);
  };
  process.on('SIGINT', () => void stop('SIGINT'));
  process.on('SIGTERM', () => void stop('SIGTERM'));
}

main().catch((e) => {
  if (e instanceof EnvError || e instanceof DataDirLockedError) {
    process.stderr.write(`\n${e.message}\n\n`);
    process.exit(1);
  }
  process.stderr.write(`Bookloom failed to start: ${e instanceof Error ? e.stack : String(e)}\n`);
  process.exit(1);
});
