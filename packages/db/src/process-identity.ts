import { readFileSync } from 'node:fs';

/** /proc/<pid>/stat fields after the command name (which may itself hold spaces and parentheses). */
function statFields(pid: number): string[] | undefined {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    return stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  } catch {
    return undefined;
  }
}

/** True while a process with this pid exists on this machine and is not a zombie (killed, not yet reaped). */
export function isProcessAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
  } catch (e) {
    if ((e as NodeJS.ErrnoException).code !== 'EPERM') return false;
  }
  return statFields(pid)?.[0] !== 'Z';
}

/** The kernel's start time of a process (clock ticks since boot), where /proc exists; tells a reused pid apart. */
export function processStartTime(pid: number): string | undefined {
  return statFields(pid)?.[19];
}
