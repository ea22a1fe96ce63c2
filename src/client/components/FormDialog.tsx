import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import type { FormEvent, ReactNode } from 'react';
import { useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ButtonSpinner } from './ButtonSpinner';
import { EntityHistory, type EntityHistoryProps } from './EntityHistory';

/** What a page hands to one of its form dialogs. */
export interface EntityFormDialogProps<Values> {
  submitting: boolean;
  /** The server's message per field after it refused the last submit. */
  fieldErrors?: Record<string, string>;
  onSubmit: (values: Values) => void;
  onClose: () => void;
}

/**
 * The React key of an entity's edit dialog. Its form keeps the values it opened with, so when the entity changes
 * meanwhile (an earlier revision restored from the dialog's history) the dialog starts afresh from the new values.
 */
export const editDialogKey = ({ id, updated_at }: { id: number; updated_at: string }) => `${id}:${updated_at}`;

interface FormDialogProps {
  open: boolean;
  title: string;
  submitLabel: string;
  submitting: boolean;
  /** Called with the native form already validated (required fields filled). */
  onSubmit: () => void;
  /**
   * A second way to send the form, beside the submit (e.g. 'Save draft' beside 'Publish'): its `onClick` is called
   * like `onSubmit`, with the native form already validated. Enter in a field still sends the form by the submit.
   */
  secondaryAction?: { label: string; onClick: () => void };
  onClose: () => void;
  children: ReactNode;
  /**
   * The history of the entity being edited (the feature's useItemHistory), shown below the fields; none when
   * adding one.
   */
  history?: EntityHistoryProps;
}

/**
 * The one form pattern: a modal form with its fields, a cancel and a submit (and, when given, a second action) that
 * spins while sending; editing an entity, its recent changes below the fields.
 */
export function FormDialog({
  open,
  title,
  submitLabel,
  submitting,
  onSubmit,
  secondaryAction,
  onClose,
  children,
  history,
}: FormDialogProps) {
  const { t } = useTranslation();
  const titleId = useId();
  const formRef = useRef<HTMLFormElement>(null);
  // Which button sent the form: set only while the secondary one asks the form to submit, so Enter stays the submit.
  const bySecondary = useRef(false);
  const [sentBySecondary, setSentBySecondary] = useState(false);
  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (submitting) return;
    const secondary = bySecondary.current && secondaryAction !== undefined;
    setSentBySecondary(secondary);
    if (secondary) secondaryAction.onClick();
    else onSubmit();
  };
  const submitBySecondary = () => {
    bySecondary.current = true;
    // Validates the native form (required fields) and, when it passes, sends the submit event right away.
    formRef.current?.requestSubmit();
    bySecondary.current = false;
  };
  return (
    <Dialog open={open} onClose={submitting ? undefined : onClose} aria-labelledby={titleId} fullWidth maxWidth="sm">
      <form ref={formRef} onSubmit={handleSubmit} noValidate={false}>
        <DialogTitle id={titleId} sx={{ fontWeight: 800 }}>
          {title}
        </DialogTitle>
        <DialogContent>
          <Stack spacing={2} sx={{ pt: 1 }}>
            {children}
          </Stack>
          {history && <EntityHistory {...history} headingLevel="h3" />}
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2 }}>
          <Button onClick={onClose} disabled={submitting}>
            {t('admin:form.cancel')}
          </Button>
          {secondaryAction && (
            <Button
              variant="outlined"
              onClick={submitBySecondary}
              disabled={submitting}
              startIcon={submitting && sentBySecondary ? <ButtonSpinner /> : undefined}
            >
              {secondaryAction.label}
            </Button>
          )}
          <Button
            type="submit"
            variant="contained"
            disabled={submitting}
            startIcon={submitting && !(secondaryAction && sentBySecondary) ? <ButtonSpinner /> : undefined}
          >
            {submitLabel}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
