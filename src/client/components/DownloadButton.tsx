import Download from '@mui/icons-material/Download';
import Button, { type ButtonProps } from '@mui/material/Button';
import type { ApiError } from '../api/errors';
import { useAdminModal } from './useAdminModal';
import { ButtonSpinner } from './ButtonSpinner';

interface DownloadButtonProps {
  label: string;
  /** What the button says while the file is on its way. */
  busyLabel: string;
  busy: boolean;
  /** Fetches the file and hands it to the browser (see api/attachment.ts). */
  download: () => PromiseLike<{ data: unknown } | { error: ApiError }>;
  /** The toast when the file could not be fetched. */
  failedToast: string;
  variant?: ButtonProps['variant'];
}

/** A button that downloads a file the admin's token unlocks, spinning while it comes and saying when it failed. */
export function DownloadButton({
  label,
  busyLabel,
  busy,
  download,
  failedToast,
  variant = 'outlined',
}: DownloadButtonProps) {
  const { toast } = useAdminModal();
  const start = async () => {
    if (busy) return;
    if ('error' in (await download())) toast(failedToast, 'error');
  };
  return (
    <Button
      variant={variant}
      onClick={() => void start()}
      // Not disabled while busy: a disabled button would drop the keyboard focus.
      aria-busy={busy}
      startIcon={busy ? <ButtonSpinner /> : <Download aria-hidden />}
    >
      {busy ? busyLabel : label}
    </Button>
  );
}
