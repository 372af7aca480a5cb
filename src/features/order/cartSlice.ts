/** The cart panel: open or closed. */
import { createSlice } from '@reduxjs/toolkit';

export interface CartState {
  open: boolean;
}

const initialState: CartState = { open: false };

export const cartSlice = createSlice({
  name: 'cart',
  initialState,
  reducers: {
    opened(state) {
      state.open = true;
    },
    closed(state) {
      state.open = false;
    },
    toggled(state) {
      state.open = !state.open;
    },
  },
  selectors: {
    selectCartOpen: (state) => state.open,
  },
});

export const { opened, closed, toggled } = cartSlice.actions;
export const { selectCartOpen } = cartSlice.selectors;
/** This feature's part of the store's state (combined in app/store.ts). */
declare module '../../state/rootState' {
  interface RootState {
    cart: CartState;
  }
}

export default cartSlice.reducer;
