import { createListenerMiddleware, isAnyOf } from '@reduxjs/toolkit';
import { ENQUIRY_LIMITS } from '@/common/constants';
import {
  basketCleared,
  initialEnquiryBasketState,
  isBasketItem,
  itemUpdated,
  productAdded,
  productRemoved,
  type EnquiryBasketState,
} from './enquiryBasket';

/** localStorage key of the enquiry basket, kept across visits until it is sent or emptied. */
export const BASKET_STORAGE_KEY = 'enquiryBasket';

/**
 * The basket kept in `storage`, or an empty one. What another build or a hand edit left there is read leniently:
 * items this build cannot use are dropped rather than failing the page.
 */
export function loadStoredBasket(storage: Storage): EnquiryBasketState {
  try {
    const stored: unknown = JSON.parse(storage.getItem(BASKET_STORAGE_KEY) ?? 'null');
    const items = (stored as { items?: unknown } | null)?.items;
    if (!Array.isArray(items)) return initialEnquiryBasketState;
    return { items: items.filter(isBasketItem).slice(0, ENQUIRY_LIMITS.items) };
  } catch {
    return initialEnquiryBasketState;
  }
}

/** Mirrors the basket into localStorage, keeping the reducers pure. */
export function basketStorageMiddleware(storage: Storage) {
  const listener = createListenerMiddleware();
  listener.startListening({
    matcher: isAnyOf(productAdded, productRemoved, itemUpdated, basketCleared),
    effect: (_action, { getState }) => {
      const { enquiry } = getState() as { enquiry: EnquiryBasketState };
      if (enquiry.items.length) storage.setItem(BASKET_STORAGE_KEY, JSON.stringify(enquiry));
      else storage.removeItem(BASKET_STORAGE_KEY);
    },
  });
  return listener.middleware;
}
