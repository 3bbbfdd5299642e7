import { readdirSync, readFileSync } from 'node:fs';

/** The nice value of each thread of this process (Linux /proc), the main thread first. */
export const threadNices = () =>
  readdirSync(`/proc/${process.pid}/task`).map((t) => {
    const stat = readFileSync(`/proc/${process.pid}/task/${t}/stat`, 'utf8');
    return Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[16]);
  });
