/**
 * What a page hands the quote request when it opens it for one purpose (asking for a product's safety data sheet):
 * the message the form starts with. It travels in the navigation's state, so it lasts as long as that visit to the
 * page and never enters the store.
 */
export interface QuoteRequestDraft {
  quoteMessage: string;
}

export const quoteRequestDraft = (message: string): QuoteRequestDraft => ({ quoteMessage: message });

/** The message a navigation's state drafted for the quote request; '' when it drafted none. */
export function draftedQuoteMessage(state: unknown): string {
  const message = (state as Partial<QuoteRequestDraft> | null)?.quoteMessage;
  return typeof message === 'string' ? message : '';
}
