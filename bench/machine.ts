import os from 'node:os';

export interface Machine {
  cpu: string;
  cores: number;
  memoryGb: number;
  node: string;
  chromium: string;
  date: string;
}

/** The machine the figures come from. */
export function describeMachine(chromiumVersion: string, now: Date = new Date()): Machine {
  const cpus = os.cpus();
  return {
    cpu: cpus[0]?.model.replace(/\s+/g, ' ').trim() || 'unknown CPU',
    cores: cpus.length,
    memoryGb: Math.round((os.totalmem() / 1024 ** 3) * 10) / 10,
    node: process.version,
    chromium: chromiumVersion,
    date: now.toISOString().replace(/\.\d+Z$/, 'Z'),
  };
}

/** 'Intel Xeon …, 2 cores, 23.4 GB memory, Node v20.20.2, Chromium 156.0…, 2026-11-22T06:30:00Z' */
export const machineLine = (machine: Machine): string =>
  `${machine.cpu}, ${machine.cores} cores, ${machine.memoryGb} GB memory, Node ${machine.node}, ` +
  `Chromium ${machine.chromium}, ${machine.date}`;
