import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import type { ReactNode, Ref } from 'react';
import { FOCUS_RING } from './focusRing';

interface SentConfirmationProps {
  title: string;
  children?: ReactNode;
  /** The form moves focus here once sent. */
  ref?: Ref<HTMLDivElement>;
}

/**
 * What a visitor sees once the server has their form: a status the form moves focus to, so it is read out and
 * nobody sends twice wondering whether it worked.
 */
export function SentConfirmation({ title, children, ref }: SentConfirmationProps) {
  return (
    <Alert ref={ref} severity="success" role="status" tabIndex={-1} sx={FOCUS_RING}>
      <AlertTitle>{title}</AlertTitle>
      {children}
    </Alert>
  );
}
