import { useSyncExternalStore } from 'react';
import type { FileChoices } from './export-request';
import type { Preflight } from './types';

/** Spec §4 "Export per format": idle → processing → done (download URL) | error (Retry). */
export type ExportState =
  | { status: 'idle' }
  | { status: 'processing' }
  | {
      status: 'done';
      downloadUrl: string;
      fileName: string;
      preflight?: Preflight;
      /** What this file was made with (fill, ISBN, blank backs): another choice is another file. */
      made?: FileChoices;
    }
  | { status: 'error'; message: string; preflight?: Preflight };

/**
 * One state per book and format, shared by the library card and the preview's export panel, and
 * kept across library refetches (a running export must not flip back to "Export" on a poll).
 */
const states = new Map<string, ExportState>();
const listeners = new Set<() => void>();
const IDLE: ExportState = { status: 'idle' };

export const exportKey = (bookId: string, format: string) => `${bookId}:${format}`;

export function setExportState(key: string, s: ExportState) {
  states.set(key, s);
  for (const l of listeners) l();
}

function subscribe(l: () => void) {
  listeners.add(l);
  return () => listeners.delete(l);
}

export function useExportState(key: string): ExportState {
  return useSyncExternalStore(
    subscribe,
    () => states.get(key) ?? IDLE,
    () => IDLE,
  );
}

/**
 * Starts a browser download of an attachment URL; if the browser refuses (an embedded webview,
 * a blocked download), opens the file in a new tab instead (spec §4).
 */
export function startDownload(url: string, fileName: string) {
  try {
    const a = document.createElement('a');
    a.href = url;
    a.download = fileName;
    a.rel = 'noopener';
    document.body.append(a);
    a.click();
    a.remove();
  } catch {
    window.open(url, '_blank', 'noopener');
  }
}
