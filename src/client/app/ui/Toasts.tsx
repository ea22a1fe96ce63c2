import { SnackbarProvider } from 'notistack';
import { TOAST_DEFAULT_MS } from '@/common/constants';
import { Notifier } from './Notifier';

/** notistack and the Notifier that feeds it: a chunk of its own, loaded when the first toast is queued. */
export default function Toasts() {
  return (
    <SnackbarProvider
      maxSnack={4}
      autoHideDuration={TOAST_DEFAULT_MS}
      anchorOrigin={{ vertical: 'top', horizontal: 'right' }}
    >
      <Notifier />
    </SnackbarProvider>
  );
}
