/**
 * Customisation progress: the step groups a visitor walks through before items are
 * added (delivery, inscription, options, choicePrice). The drafts live here until
 * `finished`, when the order feature adds them and then dispatches `reset`.
 */
import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { NewOrderItem } from '../../api/types';

export type CustomisationStep = 'delivery' | 'inscription' | 'options' | 'choicePrice';

/** A local item not yet in the order (variant, placementId, deliveryOption, inscription, options, price ...). */
export type DraftItem = NewOrderItem;

export interface CustomisationState {
  active: boolean;
  group: number;
  step: CustomisationStep | null;
  items: DraftItem[];
}

const initialState: CustomisationState = { active: false, group: 0, step: null, items: [] };

export const customisationSlice = createSlice({
  name: 'customisation',
  initialState,
  reducers: {
    /** The flow starts at group 0 with the drafts and the first step that needs the visitor. */
    started(_state, action: PayloadAction<{ items: DraftItem[]; step: CustomisationStep }>) {
      return { active: true, group: 0, step: action.payload.step, items: action.payload.items };
    },
    /** The visitor completed a step: the drafts as they are now, and the next step of this group. */
    stepCompleted(
      state,
      action: PayloadAction<{ items: DraftItem[]; nextStep: CustomisationStep | null }>,
    ) {
      state.items = action.payload.items;
      state.step = action.payload.nextStep;
    },
    /** On to the next group, at its first step that needs the visitor. */
    groupAdvanced(state, action: PayloadAction<{ step: CustomisationStep }>) {
      state.group += 1;
      state.step = action.payload.step;
    },
    /** Every step is done (or auto-resolved); the drafts stay until reset so they can be added. */
    finished(state) {
      state.active = false;
      state.step = null;
    },
    reset() {
      return initialState;
    },
  },
  selectors: {
    selectCustomisation: (state) => state,
    selectCustomisationActive: (state) => state.active,
  },
});

export const { started, stepCompleted, groupAdvanced, finished, reset } =
  customisationSlice.actions;
export const { selectCustomisation, selectCustomisationActive } = customisationSlice.selectors;
export default customisationSlice.reducer;
