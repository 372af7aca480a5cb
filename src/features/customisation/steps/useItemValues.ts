import { useState } from 'react';
import type { StepEntry } from './stepTypes';

/**
 * A step screen's value per item and the message under each refused one, keyed by the item's
 * index in the flow. Changing an item's value clears its message.
 */
export function useItemValues<Value>(
  entries: readonly StepEntry[],
  start: (entry: StepEntry) => Value,
) {
  const [values, setValues] = useState<Record<number, Value>>(() =>
    Object.fromEntries(entries.map((entry) => [entry.index, start(entry)])),
  );
  const [errors, setErrors] = useState<Record<number, string>>({});

  const change = (index: number, value: Value) => {
    setValues((current) => ({ ...current, [index]: value }));
    setErrors(({ [index]: _solved, ...rest }) => rest);
  };

  /** Shows these messages (and no others); true when there are none. */
  const accept = (messages: Record<number, string>) => {
    setErrors(messages);
    return Object.keys(messages).length === 0;
  };

  return { values, errors, change, accept };
}
