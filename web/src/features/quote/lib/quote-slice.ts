import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { QuoteRequest, ShippingOption } from '@envios/contracts';

/**
 * The service chosen with 'Enviar' and what it was quoted for: the start of steps 3 and 4 of the
 * quote flow (section 3, "chosen shipping option"). The quote itself stays in RTK Query.
 */
export interface ChosenService {
  option: ShippingOption;
  request: QuoteRequest;
  description: string;
  /** MXN; null when none was declared (no insurance). */
  declaredValue: number | null;
}

interface QuoteState {
  chosen: ChosenService | null;
}

const initialState: QuoteState = { chosen: null };

export const quoteSlice = createSlice({
  name: 'quote',
  initialState,
  reducers: {
    serviceChosen(state, action: PayloadAction<ChosenService>) {
      state.chosen = action.payload;
    },
    quoteCleared(state) {
      state.chosen = null;
    },
  },
  selectors: {
    selectChosenService: (state) => state.chosen,
  },
});

export const { serviceChosen, quoteCleared } = quoteSlice.actions;
export const { selectChosenService } = quoteSlice.selectors;
