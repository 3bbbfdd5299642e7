/** A tiny structured logger (one JSON line per event) so logs stay greppable in any process split. */
export type Logger = Record<
  'debug' | 'info' | 'warn' | 'error',
  (msg: string, data?: Record<string, unknown>) => void
>;
const LEVELS = ['debug', 'info', 'warn', 'error', 'silent'] as const;

export function createLogger(level: (typeof LEVELS)[number] = 'info'): Logger {
  const min = LEVELS.indexOf(level);
  const at = (l: (typeof LEVELS)[number]) => (msg: string, data?: Record<string, unknown>) => {
    if (LEVELS.indexOf(l) < min) return;
    const line = JSON.stringify({ t: new Date().toISOString(), level: l, msg, ...data });
    (l === 'error' || l === 'warn' ? process.stderr : process.stdout).write(`${line}\n`);
  };
  return { debug: at('debug'), info: at('info'), warn: at('warn'), error: at('error') };
}
