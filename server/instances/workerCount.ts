/**
 * How many processes `npm run serve` runs (docs/decisions/many-instances.md). The render server
 * keeps no state of its own, so against a real shop (BILLETT_ORIGIN) it runs one worker per core.
 * The embedded demo shop keeps its orders and sessions in its process's memory: two processes
 * would be two shops, and a visitor whose next request reaches the other one would lose the order.
 * So with the demo shop it is one process unless BILLETT_WORKERS says otherwise.
 */

export interface Instances {
  workers: number;
  /** what the operator should know about this choice (null: nothing) */
  warning: string | null;
}

/**
 * BILLETT_WORKERS (a whole number ≥ 1) if given; else `cores` with BILLETT_ORIGIN set, else 1.
 * Anything else in BILLETT_WORKERS stops the server (a typo must not quietly mean one process).
 */
export function instancesFromEnv(env: NodeJS.ProcessEnv, cores: number): Instances {
  const given = env.BILLETT_WORKERS?.trim();
  const demoShop = !env.BILLETT_ORIGIN?.trim();
  let workers: number;
  if (given) {
    if (!/^\d+$/.test(given) || Number(given) < 1)
      throw new Error(`BILLETT_WORKERS must be a whole number of at least 1, not "${given}"`);
    workers = Number(given);
  } else workers = demoShop ? 1 : Math.max(1, Math.floor(cores));
  const warning =
    demoShop && workers > 1
      ? `${workers} workers, each with its own demo shop: an order or session made on one is ` +
        'unknown to the others (fit for measuring pages; set BILLETT_ORIGIN for a shared shop)'
      : null;
  return { workers, warning };
}
