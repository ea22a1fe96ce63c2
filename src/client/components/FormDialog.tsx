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
import type { FormChanges } from './PublicationFields';

/** What a page hands to one of its form dialogs. */
export interface EntityFormDialogProps<Values> {
  submitting: boolean;
  /** The unpublished changes of the published item being edited, which the form opened with (see usePendingChanges). */
  changes?: FormChanges;
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
   * Other ways to send the form, beside the submit (e.g. 'Save draft' beside 'Publish'): the `onClick` of the one
   * chosen is called like `onSubmit`, with the native form already validated. Enter in a field still sends the form
   * by the submit.
   */
  secondaryActions?: { label: string; onClick: () => void }[];
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
  secondaryActions = [],
  onClose,
  children,
  history,
}: FormDialogProps) {
  const { t } = useTranslation();
  const titleId = useId();
  const formRef = useRef<HTMLFormElement>(null);
  // Which other button sent the form: set only while it asks the form to submit, so Enter stays the submit.
  const bySecondary = useRef<number | undefined>(undefined);
  const [sentBy, setSentBy] = useState<number | undefined>(undefined);
  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (submitting) return;
    const secondary = bySecondary.current === undefined ? undefined : secondaryActions[bySecondary.current];
    setSentBy(secondary ? bySecondary.current : undefined);
    if (secondary) secondary.onClick();
    else onSubmit();
  };
  const submitBySecondary = (index: number) => {
    bySecondary.current = index;
    // Validates the native form (required fields) and, when it passes, sends the submit event right away.
    formRef.current?.requestSubmit();
    bySecondary.current = undefined;
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
        <DialogActions sx={{ px: 3, pb: 2, flexWrap: 'wrap', rowGap: 1 }}>
          <Button onClick={onClose} disabled={submitting}>
            {t('admin:form.cancel')}
          </Button>
          {secondaryActions.map((action, index) => (
            <Button
              key={action.label}
              variant="outlined"
              onClick={() => submitBySecondary(index)}
              disabled={submitting}
              startIcon={submitting && sentBy === index ? <ButtonSpinner /> : undefined}
            >
              {action.label}
            </Button>
          ))}
          <Button
            type="submit"
            variant="contained"
            disabled={submitting}
            startIcon={submitting && sentBy === undefined ? <ButtonSpinner /> : undefined}
          >
            {submitLabel}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
