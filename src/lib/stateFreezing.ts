/**
 * Whether Immer deep-freezes what reducers put into the state. Frozen state makes an accidental
 * mutation throw where it is written, so development and tests keep it (with Redux Toolkit's
 * immutability check). In the production build the freezing is pure cost: Immer walks every new
 * value, and the shop's answer is the whole catalogue (a category of 2,000 placements took 25 to
 * 60 ms to freeze on the bench machine, on the way from the answer to the painted cards).
 */
import { freeze, setAutoFreeze } from 'immer';

export const freezesState = (nodeEnv: string | undefined): boolean => nodeEnv !== 'production';

const deepFreezing = freezesState(process.env.NODE_ENV);
setAutoFreeze(deepFreezing);

/**
 * A shop API answer, frozen before it goes into the state: wholly where the state is frozen
 * (development and tests), at its top only in production. Even without freezing, Immer walks
 * every plain value a reducer puts into a draft (to find drafts inside it) unless the value is
 * frozen: for the 2,000-placement answer that walk cost about 6 ms on the bench machine, and a
 * server's answer holds no drafts.
 */
export const freezeAnswer = <T>(answer: T, deep: boolean = deepFreezing): T => freeze(answer, deep);
