import CircularProgress from '@mui/material/CircularProgress';

/**
 * The spinner a button shows in place of its icon while its work is under way. With a `label` (the button keeps its
 * own text) screen readers hear what is happening; without one it is decoration beside a text that says it.
 */
export function ButtonSpinner({ label, large = false }: { label?: string; large?: boolean }) {
  const size = large ? 18 : 16;
  return label ? (
    <CircularProgress size={size} color="inherit" aria-label={label} />
  ) : (
    <CircularProgress size={size} color="inherit" aria-hidden />
  );
}
