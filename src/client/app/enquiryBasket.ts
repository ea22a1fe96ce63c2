import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { ENQUIRY_LIMITS } from '@/common/constants';

/** A product the visitor wants a quote (or a sample) for; quantity and unit are theirs to fill in, or not. */
export interface BasketItem {
  productId: number;
  /** The product's name as it was shown when added, so the basket reads well without asking the server. */
  name: string;
  quantity?: number;
  unit?: string;
  sample: boolean;
}

export interface EnquiryBasketState {
  items: BasketItem[];
}

export const initialEnquiryBasketState: EnquiryBasketState = { items: [] };

export type BasketItemChanges = Partial<Pick<BasketItem, 'quantity' | 'unit' | 'sample'>>;

const enquiryBasketSlice = createSlice({
  name: 'enquiry',
  initialState: initialEnquiryBasketState,
  reducers: {
    /** Adds a product once; adding it again, or past the most one request may name, changes nothing. */
    productAdded(state, action: PayloadAction<{ productId: number; name: string }>) {
      const { productId, name } = action.payload;
      if (state.items.length >= ENQUIRY_LIMITS.items) return;
      if (state.items.some((item) => item.productId === productId)) return;
      state.items.push({ productId, name, sample: false });
    },
    productRemoved(state, action: PayloadAction<number>) {
      state.items = state.items.filter((item) => item.productId !== action.payload);
    },
    itemUpdated(state, action: PayloadAction<{ productId: number; changes: BasketItemChanges }>) {
      const item = state.items.find((candidate) => candidate.productId === action.payload.productId);
      if (item) Object.assign(item, action.payload.changes);
    },
    basketCleared: () => initialEnquiryBasketState,
  },
});

export const { productAdded, productRemoved, itemUpdated, basketCleared } = enquiryBasketSlice.actions;
export const enquiryBasketReducer = enquiryBasketSlice.reducer;

export const isBasketFull = (state: EnquiryBasketState) => state.items.length >= ENQUIRY_LIMITS.items;

/** True for an item this build can show and send: what localStorage or a QA snapshot hands back is checked with it. */
export function isBasketItem(value: unknown): value is BasketItem {
  if (typeof value !== 'object' || value === null) return false;
  const item = value as Record<string, unknown>;
  return (
    Number.isInteger(item.productId) &&
    (item.productId as number) > 0 &&
    typeof item.name === 'string' &&
    typeof item.sample === 'boolean' &&
    // Any number the visitor typed is kept; the quote form says which it cannot send.
    (item.quantity === undefined || (typeof item.quantity === 'number' && Number.isFinite(item.quantity))) &&
    (item.unit === undefined || typeof item.unit === 'string')
  );
}
