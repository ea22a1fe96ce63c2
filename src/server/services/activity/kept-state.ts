/**
 * Keys a kept state of an item holds besides its answer's fields, for a restore to bring back what lives in other
 * tables. They are not the item's fields: no list of changes or comparison shows them.
 */

/** A product's document rows, files included: a revision restore or the trash brings back those that are gone. */
export const STORED_DOCUMENTS = 'stored_documents';
/** The products a term or a partner was on (as their principal) when it went to the trash. */
export const LINKED_PRODUCTS = 'linked_product_ids';

export const KEPT_STATE_KEYS: ReadonlySet<string> = new Set([STORED_DOCUMENTS, LINKED_PRODUCTS]);
