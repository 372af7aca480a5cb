/**
 * Customisation progress: the step groups a visitor walks through before items are added
 * (delivery, inscription, options, choicePrice). The drafts live here until `finished`, when the
 * flow (customisationSaga) adds them and then dispatches `reset`. One group is one step kind
 * across all the items that need it (see docs/decisions/customisation.md); `group`
 * counts the screens shown, `step` says which kind the current one is.
 * It also remembers the placement of the first item of the latest add ('last added').
 */
import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { NewOrderItem } from '../../api/types';
import { basketItemsAdded } from '../orderModel/orderEvents';
import type { CustomisationStep } from '../orderModel/customisationSteps';

export type { CustomisationStep } from '../orderModel/customisationSteps';

/** A local item not yet in the order (variant, placementId, deliveryOption, inscription, options, price ...). */
export type DraftItem = NewOrderItem;

export interface CustomisationState {
  active: boolean;
  /** counts the flows started, so each one's screens are fresh even when one follows at once */
  run: number;
  group: number;
  step: CustomisationStep | null;
  items: DraftItem[];
  /** the placement of the first item of the latest add, or null before any */
  lastAddedPlacementId: string | null;
}

const initialState: CustomisationState = {
  active: false,
  run: 0,
  group: 0,
  step: null,
  items: [],
  lastAddedPlacementId: null,
};

/** Back to rest; the run count and 'last added' outlive the flow. */
const rest = (state: CustomisationState): CustomisationState => ({
  ...initialState,
  run: state.run,
  lastAddedPlacementId: state.lastAddedPlacementId,
});

export const customisationSlice = createSlice({
  name: 'customisation',
  initialState,
  reducers: {
    /** The flow starts at group 0 with the drafts and the first step that needs the visitor. */
    started(state, action: PayloadAction<{ items: DraftItem[]; step: CustomisationStep }>) {
      return {
        ...rest(state),
        active: true,
        run: state.run + 1,
        step: action.payload.step,
        items: action.payload.items,
      };
    },
    /** The visitor completed the current step's screen: the drafts as they are now. */
    stepCompleted(state, action: PayloadAction<{ step: CustomisationStep; items: DraftItem[] }>) {
      // a late second submit of a screen already left changes nothing
      if (!state.active || action.payload.step !== state.step) return;
      state.items = action.payload.items;
    },
    /** On to the next group, at its step. */
    groupAdvanced(state, action: PayloadAction<{ step: CustomisationStep }>) {
      state.group += 1;
      state.step = action.payload.step;
    },
    /** Every step is done (or resolved itself); the drafts stay until reset so they can be added. */
    finished(state, action: PayloadAction<{ items: DraftItem[] }>) {
      state.active = false;
      state.step = null;
      state.items = action.payload.items;
    },
    /** The visitor cancelled the whole flow: nothing is added. */
    cancelled(state) {
      return rest(state);
    },
    reset(state) {
      return rest(state);
    },
  },
  extraReducers: (builder) => {
    // every add counts, whoever made it (this flow, or the amounts for items that need nothing)
    builder.addCase(basketItemsAdded, (state, action) => {
      const [first] = action.payload.items;
      if (first) state.lastAddedPlacementId = first.placementId;
    });
  },
  selectors: {
    selectCustomisation: (state) => state,
    selectCustomisationActive: (state) => state.active,
    selectLastAddedPlacementId: (state) => state.lastAddedPlacementId,
  },
});

export const { started, stepCompleted, groupAdvanced, finished, cancelled, reset } =
  customisationSlice.actions;
export const { selectCustomisation, selectCustomisationActive, selectLastAddedPlacementId } =
  customisationSlice.selectors;
/** This feature's part of the store's state (combined in app/store.ts). */
declare module '../../state/rootState' {
  interface RootState {
    customisation: CustomisationState;
  }
}

export default customisationSlice.reducer;
