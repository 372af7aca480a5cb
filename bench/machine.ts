import os from 'node:os';

export interface Machine {
  cpu: string;
  cores: number;
  memoryGb: number;
  node: string;
  chromium: string;
  date: string;
  /** os.loadavg() (1, 5 and 15 minutes) when the bench started and when it ended */
  loadAtStart: number[];
  loadAtEnd: number[];
}

/** The machine the figures come from; `loadAtStart` as the bench began. */
export function describeMachine(
  chromiumVersion: string,
  loadAtStart: readonly number[],
  now: Date = new Date(),
): Machine {
  const cpus = os.cpus();
  return {
    cpu: cpus[0]?.model.replace(/\s+/g, ' ').trim() || 'unknown CPU',
    cores: cpus.length,
    memoryGb: Math.round((os.totalmem() / 1024 ** 3) * 10) / 10,
    node: process.version,
    chromium: chromiumVersion,
    date: now.toISOString().replace(/\.\d+Z$/, 'Z'),
    loadAtStart: [...loadAtStart],
    loadAtEnd: os.loadavg(),
  };
}

const loads = (values: readonly number[]): string =>
  values.map((value) => value.toFixed(2)).join(' / ');

/**
 * 'AMD EPYC, 2 cores, 23.5 GB memory, Node v20.20.2, Chromium 156.0…, 2026-11-22T06:30:00Z;
 * load average (1 / 5 / 15 min) 1.20 / 1.10 / 0.90 at the start, 2.31 / 1.80 / 1.20 at the end'
 */
export const machineLine = (machine: Machine): string =>
  `${machine.cpu}, ${machine.cores} cores, ${machine.memoryGb} GB memory, Node ${machine.node}, ` +
  `Chromium ${machine.chromium}, ${machine.date}; load average (1 / 5 / 15 min) ` +
  `${loads(machine.loadAtStart)} at the start, ${loads(machine.loadAtEnd)} at the end`;

/** The machine's 1-minute load average now (os.loadavg; runnable and running processes). */
export const loadAverage = (): number => os.loadavg()[0];
