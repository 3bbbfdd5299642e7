/**
 * Readiness of this process for new work. A stopping process turns it off first, so the load
 * balancer stops sending requests before the listener closes (liveness, /api/health, stays on).
 */
export type Readiness = { isReady(): boolean; drain(): void };

export function createReadiness(): Readiness {
  let ready = true;
  return {
    isReady: () => ready,
    drain: () => {
      ready = false;
    },
  };
}
