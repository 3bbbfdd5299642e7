import { currentRequestId } from './http/request-id';

/** A tiny structured logger (one JSON line per event) so logs stay greppable in any process split. */
export type Logger = Record<
  'debug' | 'info' | 'warn' | 'error',
  (msg: string, data?: Record<string, unknown>) => void
>;
const LEVELS = ['debug', 'info', 'warn', 'error', 'silent'] as const;

// JSON.stringify escapes C0 controls (CR, LF, ESC) but leaves DEL, C1 controls (U+009B is a
// one-character terminal CSI), line/paragraph separators and bidi controls, which can still forge
// or hide log lines in a terminal or viewer.
const UNSAFE_IN_LOGS = /[\u007f-\u009f\u2028\u2029\u200e\u200f\u202a-\u202e\u2066-\u2069]/g;
const escapeUnsafe = (ch: string) => `\\u${ch.charCodeAt(0).toString(16).padStart(4, '0')}`;

/** One log line: JSON with every control character escaped, never raw. */
export const formatLogLine = (level: string, msg: string, data?: Record<string, unknown>) => {
  // The request (or the job it queued) this line is written for, so one grep follows it across processes.
  const requestId = currentRequestId();
  return JSON.stringify({
    t: new Date().toISOString(),
    level,
    msg,
    ...(requestId ? { requestId } : {}),
    ...data,
  }).replace(UNSAFE_IN_LOGS, escapeUnsafe);
};

export function createLogger(level: (typeof LEVELS)[number] = 'info'): Logger {
  const min = LEVELS.indexOf(level);
  const at = (l: (typeof LEVELS)[number]) => (msg: string, data?: Record<string, unknown>) => {
    if (LEVELS.indexOf(l) < min) return;
    (l === 'error' || l === 'warn' ? process.stderr : process.stdout).write(
      `${formatLogLine(l, msg, data)}\n`,
    );
  };
  return { debug: at('debug'), info: at('info'), warn: at('warn'), error: at('error') };
}
