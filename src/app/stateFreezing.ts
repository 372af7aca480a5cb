/**
 * Whether Immer deep-freezes what reducers put into the state. Frozen state makes an accidental
 * mutation throw where it is written, so development and tests keep it (with Redux Toolkit's
 * immutability check). In the production build the freezing is pure cost: Immer walks every new
 * value, and the shop's answer is the whole catalogue (a category of 2,000 placements took 25 to
 * 60 ms to freeze on the bench machine, on the way from the answer to the painted cards).
 */
import { setAutoFreeze } from 'immer';

export const freezesState = (nodeEnv: string | undefined): boolean => nodeEnv !== 'production';

setAutoFreeze(freezesState(process.env.NODE_ENV));
