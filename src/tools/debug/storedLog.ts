/**
 * The action log as the recorder keeps it (one JSON text per record, redacted) and stores it in
 * sessionStorage (one key, one JSON text): writing a record, reading the stored log back (only one
 * of this build), and the text written.
 */
import type { UnknownAction } from '@reduxjs/toolkit';
import { LOG_FORMAT, LOG_VERSION, type LoggedAction } from './actionLog';
import { redactAction } from './redaction';

export interface Kept {
  seq: number;
  type: string;
  /** the record's JSON: what is stored, exported and replayed */
  json: string;
}

export interface Persisted {
  format: typeof LOG_FORMAT;
  version: typeof LOG_VERSION;
  buildId: string;
  startedAt: string;
  nextSeq: number;
  dropped: number;
  baseState: Record<string, unknown> | null;
  actions: LoggedAction[];
}

export function defaultStorage(): Storage | null {
  if (process.env.NODE_ENV === 'test') return null;
  try {
    return typeof window !== 'undefined' ? window.sessionStorage : null;
  } catch {
    return null;
  }
}

/** An action as the log keeps it: redacted, only type/payload/meta/error, JSON-safe. */
export function recordJson(action: UnknownAction, seq: number, time: number): string {
  const { type, payload, meta, error } = redactAction(action) as UnknownAction & {
    payload?: unknown;
    meta?: unknown;
    error?: unknown;
  };
  try {
    return JSON.stringify({ seq, time, type, payload, meta, error });
  } catch {
    // a value JSON cannot hold (a cycle, a BigInt): the action is kept by its type
    return JSON.stringify({ seq, time, type, meta: { unserialisable: true } });
  }
}

export function readPersisted(
  storage: Storage | null,
  key: string,
  buildId: string,
): Persisted | null {
  if (!storage) return null;
  try {
    const text = storage.getItem(key);
    if (!text) return null;
    const value = JSON.parse(text) as Persisted;
    if (value.format !== LOG_FORMAT || value.version !== LOG_VERSION || value.buildId !== buildId)
      return null;
    if (!Array.isArray(value.actions) || typeof value.nextSeq !== 'number') return null;
    return value;
  } catch {
    return null;
  }
}

/**
 * The text stored: the log's head, the base state and the records, joined from the JSON each part
 * already has (a write happens every few seconds; the records are not made again).
 */
export function persistedText(
  head: Omit<Persisted, 'baseState' | 'actions'>,
  baseJson: string,
  kept: readonly Kept[],
): string {
  const headJson = JSON.stringify(head);
  return `${headJson.slice(0, -1)},"baseState":${baseJson},"actions":[${kept.map((record) => record.json).join(',')}]}`;
}
