/**
 * What the personalisation screen shows and sends, worked out from the order. Pure: no React, no store.
 * The Formik values hold one entry per item, by position: { items: [FormValues, …] } (item ids
 * could hold dots, which Formik paths cannot).
 */
import type { FormData } from '../../api/types';
import { type FormMessageKey } from '../../forms/schemaFromFields';
import { fieldErrors, initialValues, toFormData, type FormValues } from '../../forms/formData';
import type { FieldProblem } from '../../api/fieldProblems';
import type { PersonalisationEntry } from './personalisationSelectors';

export interface PersonalisationValues {
  items: FormValues[];
}

/** Formik's errors for the values: per item, the first problem of each field (nothing when all is fine). */
export interface PersonalisationErrors {
  items?: (Record<string, FormMessageKey> | undefined)[];
}

export const itemPath = (index: number): string => `items.${index}`;

export function initialPersonalisationValues(
  entries: readonly PersonalisationEntry[],
): PersonalisationValues {
  return {
    items: entries.map(({ item, form }) => initialValues(form.fields, item.personalisation?.data)),
  };
}

export function validatePersonalisation(
  entries: readonly PersonalisationEntry[],
  values: PersonalisationValues,
): PersonalisationErrors {
  const items = entries.map(({ form }, index) => {
    const errors = fieldErrors(form.fields, values.items[index]);
    return Object.keys(errors).length > 0 ? errors : undefined;
  });
  return items.some(Boolean) ? { items } : {};
}

/** The positions of the items with a problem. */
export const invalidItemIndexes = (errors: PersonalisationErrors): number[] =>
  (errors.items ?? []).flatMap((itemErrors, index) => (itemErrors ? [index] : []));

/** The request's items: each item's data as its schema puts it (trimmed, numbers, empty as null). */
export function personalizeRequestItems(
  entries: readonly PersonalisationEntry[],
  values: PersonalisationValues,
): Record<string, FormData> {
  const items: Record<string, FormData> = {};
  entries.forEach(({ item, form }, index) => {
    items[item.id] = toFormData(form.fields, values.items[index]) ?? {};
  });
  return items;
}

export interface MappedProblems {
  /** problems of one field: Formik path and the server's words */
  fields: { path: string; message: string }[];
  /** positions of the items the server refused (with or without a field) */
  items: number[];
  /** problems of an item as a whole, or of the request ('items.x' with no field we show) */
  other: string[];
}

/** The server's problems ('items.<itemId>.<key>') placed on the screen's fields and items. */
export function mapServerProblems(
  entries: readonly PersonalisationEntry[],
  problems: readonly FieldProblem[],
): MappedProblems {
  const mapped: MappedProblems = { fields: [], items: [], other: [] };
  // the longest id first, so 'item-1' never claims a problem of 'item-1.2'
  const ids = entries
    .map(({ item }, index) => ({ id: item.id, index }))
    .sort((a, b) => b.id.length - a.id.length);
  for (const { field, detail } of problems) {
    const rest = field.startsWith('items.') ? field.slice('items.'.length) : null;
    const hit =
      rest === null ? undefined : ids.find(({ id }) => rest === id || rest.startsWith(`${id}.`));
    if (!hit) {
      mapped.other.push(detail);
      continue;
    }
    if (!mapped.items.includes(hit.index)) mapped.items.push(hit.index);
    const key = rest!.slice(hit.id.length + 1);
    const known = entries[hit.index].form.fields.some((candidate) => candidate.key === key);
    if (known) mapped.fields.push({ path: `${itemPath(hit.index)}.${key}`, message: detail });
    else mapped.other.push(detail);
  }
  mapped.items.sort((a, b) => a - b);
  return mapped;
}

/** The screen's items by placement, groups in the order their first item appears. */
export function groupEntries(
  entries: readonly PersonalisationEntry[],
): { placementId: string; indexes: number[] }[] {
  const groups = new Map<string, number[]>();
  entries.forEach(({ item }, index) => {
    const group = groups.get(item.placementId);
    if (group) group.push(index);
    else groups.set(item.placementId, [index]);
  });
  return [...groups].map(([placementId, indexes]) => ({ placementId, indexes }));
}

/**
 * Each item's number among the items of its placement with the same variant and no seat, when there
 * are several (so 'Erwachsene, Ticket 2' can be told apart); null when the label is unique already.
 */
export function itemNumbers(entries: readonly PersonalisationEntry[]): (number | null)[] {
  const counts = new Map<string, number>();
  const keyOf = ({ item }: PersonalisationEntry) =>
    item.seatLabel ? null : `${item.placementId}\u0000${item.variant}`;
  for (const entry of entries) {
    const key = keyOf(entry);
    if (key) counts.set(key, (counts.get(key) ?? 0) + 1);
  }
  const seen = new Map<string, number>();
  return entries.map((entry) => {
    const key = keyOf(entry);
    if (!key || (counts.get(key) ?? 0) < 2) return null;
    const number = (seen.get(key) ?? 0) + 1;
    seen.set(key, number);
    return number;
  });
}
