import type { EnquiryItem, QuoteItemBody } from '@/common/api/enquiries';
import { ERROR_CODES, FIELD_PROBLEMS } from '@/common/api/error-codes';
import { HttpError } from '@/server/errors';
import type { ProductsRepository } from '@/server/repositories/products-repository';

const itemField = (index: number) => `items.${index}.productId`;

/**
 * The products of a quote request as stored: each with its English name as it is now, so the request still reads
 * the same after the product is renamed or deleted. A product named twice is refused (400 `duplicate` on the
 * later one) rather than merged, since two quantities in different units cannot be added up; a product that does
 * not exist, or that visitors do not see (a draft, or in a draft category), is refused with 422 `not_found`.
 */
export async function resolveQuoteItems(
  products: Pick<ProductsRepository, 'namesOf'>,
  items: QuoteItemBody[],
): Promise<EnquiryItem[]> {
  const firstIndex = new Map<number, number>();
  const duplicates: Record<string, string> = {};
  items.forEach((item, index) => {
    if (firstIndex.has(item.productId)) duplicates[itemField(index)] = FIELD_PROBLEMS.duplicate;
    else firstIndex.set(item.productId, index);
  });
  if (Object.keys(duplicates).length > 0) {
    throw new HttpError(400, ERROR_CODES.validation, 'A product is named more than once.', duplicates);
  }

  const names = await products.namesOf([...firstIndex.keys()]);
  const missing: Record<string, string> = {};
  items.forEach((item, index) => {
    if (!names.has(item.productId)) missing[itemField(index)] = FIELD_PROBLEMS.notFound;
  });
  if (Object.keys(missing).length > 0) {
    throw new HttpError(422, ERROR_CODES.validation, 'A requested product does not exist.', missing);
  }

  return items.map((item) => ({
    productId: item.productId,
    productName: names.get(item.productId)!,
    quantity: item.quantity ?? null,
    unit: item.unit?.trim() || null,
    sample: item.sample,
  }));
}

/** A product with the amount asked for: "Xanthan Gum × 25 kg", or just "Agar" without a quantity. */
export function describeItem(item: EnquiryItem): string {
  if (item.quantity === null) return item.productName;
  return `${item.productName} × ${item.quantity}${item.unit ? ` ${item.unit}` : ''}`;
}
