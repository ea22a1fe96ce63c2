import { lazy, Suspense } from 'react';
import { useAppSelector } from '../app/hooks';

// Most visits never fill the basket: its button (and MUI's Badge) is fetched when there is something in it.
const EnquiryBasketButton = lazy(() =>
  import(/* webpackChunkName: "public-basket" */ './EnquiryBasketButton').then((m) => ({
    default: m.EnquiryBasketButton,
  })),
);

/** The top bar's way to the quote request, with how many products wait in the basket; none while it is empty. */
export function EnquiryBasketLink() {
  const count = useAppSelector((state) => state.enquiry.items.length);
  return count ? (
    <Suspense fallback={null}>
      <EnquiryBasketButton count={count} />
    </Suspense>
  ) : null;
}
