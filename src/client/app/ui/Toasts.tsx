import type { Theme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import { SnackbarProvider, type SnackbarOrigin } from 'notistack';
import { TOAST_DEFAULT_MS } from '@/common/constants';
import { DismissToast } from './DismissToast';
import { Notifier } from './Notifier';

const TOP_RIGHT: SnackbarOrigin = { vertical: 'top', horizontal: 'right' };
// A toast across the top of a phone would cover the whole top bar, its menu button included.
const PHONE_BOTTOM: SnackbarOrigin = { vertical: 'bottom', horizontal: 'center' };

/**
 * notistack and the Notifier that feeds it: a chunk of its own, loaded when the first toast is queued (so in the
 * browser only). Top right on wider screens, at the bottom on a phone; each toast can be closed at once.
 */
export default function Toasts() {
  const phone = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'), { noSsr: true });
  return (
    <SnackbarProvider
      maxSnack={4}
      autoHideDuration={TOAST_DEFAULT_MS}
      anchorOrigin={phone ? PHONE_BOTTOM : TOP_RIGHT}
      dense={phone}
      action={(id) => <DismissToast id={id} />}
    >
      <Notifier />
    </SnackbarProvider>
  );
}
