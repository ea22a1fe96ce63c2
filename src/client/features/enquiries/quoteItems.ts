import type { QuoteItemBody } from '@/common/api/enquiries';
import { FIELD_PROBLEMS, type FieldProblem } from '@/common/api/error-codes';
import { ENQUIRY_LIMITS } from '@/common/constants';
import type { BasketItem } from '@/client/app/enquiryBasket';

/** The largest quantity one product of a request may ask for (QuoteItemBody's `maximum`). */
const MAX_QUANTITY = 1_000_000_000;

export type ItemField = 'productId' | 'quantity' | 'unit';

/** A basket row's field as the server names it in its answer: `items.2.quantity`. */
export const itemField = (index: number, field: ItemField) => `items.${index}.${field}`;

/** What the server would refuse in the basket's rows, by field; a missing quantity or unit is fine. */
export function itemProblems(items: BasketItem[]): Record<string, FieldProblem> {
  const problems: Record<string, FieldProblem> = {};
  items.forEach((item, index) => {
    const { quantity, unit = '' } = item;
    if (quantity !== undefined && !(quantity > 0 && quantity <= MAX_QUANTITY)) {
      problems[itemField(index, 'quantity')] = FIELD_PROBLEMS.outOfRange;
    }
    if (unit.trim().length > ENQUIRY_LIMITS.unit) problems[itemField(index, 'unit')] = FIELD_PROBLEMS.tooLong;
  });
  return problems;
}

/** The basket's rows as the request sends them. */
export const quoteItemsBody = (items: BasketItem[]): QuoteItemBody[] =>
  items.map(({ productId, quantity, unit, sample }) => ({
    productId,
    ...(quantity !== undefined && { quantity }),
    ...(unit?.trim() && { unit: unit.trim() }),
    sample,
  }));
