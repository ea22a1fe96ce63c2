import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Publication, PublicationFields as PublicationFieldValues } from '@/common/api/publication';
import { DiscardChangesButton } from './DiscardChangesButton';
import { PublicationChip } from './PublicationChip';
import { useDateFormatter } from './useDateFormatter';

/**
 * How a form sends an item's publication: publish it now, schedule it for its publish time, save it as a draft
 * (adding), take it back to draft ('Unpublish'), keep its state ('Save', or 'Publish changes' for a published item),
 * or keep a published item's edit apart as its unpublished changes ('Save changes as draft').
 */
export type PublicationAction = 'publish' | 'schedule' | 'draft' | 'unpublish' | 'save' | 'keep';

/** What a form sends for its publication; `keepApart` asks for the edit to be kept as unpublished changes. */
export interface PublicationFormValues extends PublicationFieldValues {
  keepApart?: true;
}

/** The unpublished changes a published item's form opened with, and how to discard them. */
export interface FormChanges {
  savedAt: string;
  savedBy: string | null;
  onDiscard: () => void;
  discarding: boolean;
}

/** A new item is a draft until it is published or scheduled. */
const NEW_ITEM: Publication = { state: 'draft', publish_at: null, unpublish_at: null };

const pad = (value: number) => String(value).padStart(2, '0');

/** A datetime-local input's value (the browser's local time, to the minute) for an ISO time; '' for none. */
export function localInputValue(iso: string | null | undefined): string {
  const date = iso ? new Date(iso) : undefined;
  if (!date || Number.isNaN(date.getTime())) return '';
  const day = `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
  return `${day}T${pad(date.getHours())}:${pad(date.getMinutes())}`;
}

/** The ISO time of a datetime-local input's value, read in the browser's time zone; '' for none. */
export function isoOfInput(value: string): string {
  const date = value ? new Date(value) : undefined;
  return date && !Number.isNaN(date.getTime()) ? date.toISOString() : '';
}

/**
 * The publication part of an admin form (PublicationFields shows it): whether to schedule, the publish and unpublish
 * times as typed, the form's buttons and what each sends. Adding offers 'Publish' (or 'Schedule' once scheduling is
 * chosen) and 'Save draft'; editing offers 'Save', which keeps the state, and 'Publish' (or 'Schedule') for a draft or
 * 'Publish' for a scheduled item. A published item's form offers 'Publish changes', 'Save changes as draft' (kept
 * apart from what visitors see) and 'Unpublish'; `changes` are the unpublished changes it opened with, if any. Mount it
 * afresh per opening.
 */
export function usePublicationForm(current?: Publication, changes?: FormChanges) {
  const { t } = useTranslation();
  const state = current?.state;
  const initialPublishAt = state === 'scheduled' ? localInputValue(current?.publish_at) : '';
  const initialUnpublishAt = localInputValue(current?.unpublish_at);
  const [schedule, setSchedule] = useState(state === 'scheduled');
  const [publishAt, setPublishAt] = useState(initialPublishAt);
  const [unpublishAt, setUnpublishAt] = useState(initialUnpublishAt);
  const [publishAtMissing, setPublishAtMissing] = useState(false);

  const publishOrSchedule: PublicationAction = schedule ? 'schedule' : 'publish';
  const [primary, others]: [PublicationAction, PublicationAction[]] =
    state === undefined
      ? [publishOrSchedule, ['draft']]
      : state === 'published'
        ? ['save', ['keep', 'unpublish']]
        : ['save', [state === 'scheduled' ? 'publish' : publishOrSchedule]];
  const labelOf = (action: PublicationAction) =>
    t(`admin:publication.actions.${action === 'save' && state === 'published' ? 'publishChanges' : action}`);
  /** A scheduled item keeps its publish time when saved; scheduling one needs it. */
  const needsPublishAt = (action: PublicationAction) =>
    action === 'schedule' || (action === 'save' && state === 'scheduled');
  /** A time is sent only when it changed, so saving what the form opened with leaves the item as it is. */
  const changed = (value: string, initial: string) => (value === initial ? undefined : isoOfInput(value));
  const saveFields = (): PublicationFieldValues => ({
    publish_at: state === 'scheduled' ? changed(publishAt, initialPublishAt) : undefined,
    unpublish_at: changed(unpublishAt, initialUnpublishAt),
  });

  return {
    current: current ?? NEW_ITEM,
    /** A scheduled item is scheduled already: it has its publish time, with no choice to make. */
    offersSchedule: state !== 'scheduled' && state !== 'published',
    schedule,
    setSchedule(next: boolean) {
      setSchedule(next);
      if (!next) setPublishAtMissing(false);
    },
    /** Shown while scheduling, or for a scheduled item. */
    showsPublishAt: schedule || state === 'scheduled',
    publishAt,
    setPublishAt(next: string) {
      setPublishAt(next);
      if (next) setPublishAtMissing(false);
    },
    /** Whether the form says the publish time is needed; choosing one takes the message away. */
    publishAtMissing,
    unpublishAt,
    setUnpublishAt,
    /** A published item's form says which version it shows: the published one, or its unpublished changes. */
    editsPublished: state === 'published',
    changes,
    /** The form dialog's submit and other buttons, each sending the form by `submit` with its action. */
    dialogActions(submit: (action: PublicationAction) => void) {
      return {
        submitLabel: labelOf(primary),
        onSubmit: () => submit(primary),
        secondaryActions: others.map((action) => ({ label: labelOf(action), onClick: () => submit(action) })),
      };
    },
    /** At submit: true when the publication lets the form go; otherwise the publish time says it is needed. */
    check(action: PublicationAction): boolean {
      const missing = needsPublishAt(action) && !isoOfInput(publishAt);
      setPublishAtMissing(missing);
      return !missing;
    },
    /** What the form sends about the publication for the button chosen. */
    fieldsFor(action: PublicationAction): PublicationFormValues {
      const unpublish_at = changed(unpublishAt, initialUnpublishAt);
      switch (action) {
        case 'publish':
          return { state: 'published', unpublish_at };
        case 'schedule':
          return { state: 'scheduled', publish_at: isoOfInput(publishAt), unpublish_at };
        case 'draft':
          return { state: 'draft', unpublish_at };
        case 'unpublish':
          // Back to draft for good: an unpublish time left behind would come back on the next publishing.
          return { state: 'draft', unpublish_at: initialUnpublishAt ? '' : undefined };
        case 'save':
          return saveFields();
        case 'keep':
          return { ...saveFields(), keepApart: true };
      }
    },
  };
}

export type PublicationForm = ReturnType<typeof usePublicationForm>;

interface DateTimeFieldProps {
  label: string;
  value: string;
  onChange: (value: string) => void;
  /** The message under the field (a problem), and the field marked invalid. */
  error?: string;
  /** What the field is for, under it while there is no problem to show. */
  hint?: string;
  required?: boolean;
}

/** A native date and time input in the browser's time zone; the form checks `required` itself. */
function DateTimeField({ label, value, onChange, error, hint, required }: DateTimeFieldProps) {
  return (
    <TextField
      type="datetime-local"
      label={label}
      value={value}
      onChange={(event) => onChange(event.target.value)}
      required={required}
      error={Boolean(error)}
      helperText={error ?? hint}
      slotProps={{
        inputLabel: { shrink: true },
        htmlInput: required ? { required: false, 'aria-required': true } : undefined,
      }}
    />
  );
}

/** Which version of a published item the form shows, and, for its unpublished changes, a way to discard them. */
function EditedVersionNotice({ changes }: { changes?: FormChanges }) {
  const { t } = useTranslation();
  const formatTime = useDateFormatter('medium', 'short');
  if (!changes) return <Alert severity="info">{t('admin:pendingChanges.editingPublished')}</Alert>;
  return (
    <Alert
      severity="warning"
      action={
        <DiscardChangesButton
          discarding={changes.discarding}
          disabled={changes.discarding}
          onDiscard={changes.onDiscard}
        />
      }
    >
      {t('admin:pendingChanges.editingChanges', {
        user: changes.savedBy ?? t('admin:pendingChanges.formerUser'),
        time: formatTime(changes.savedAt) ?? '',
      })}
    </Alert>
  );
}

interface PublicationFieldsProps {
  form: PublicationForm;
  /** The server's message per field after it refused the last submit (`publish_at`, `unpublish_at`). */
  fieldErrors?: Record<string, string>;
}

/**
 * The publication part of an admin form (products, articles, careers…): the state the item is in now, the choice to
 * schedule it with its publish time, and an optional time at which it goes back to draft.
 */
export function PublicationFields({ form, fieldErrors = {} }: PublicationFieldsProps) {
  const { t } = useTranslation();
  const titleId = useId();
  return (
    <Box component="fieldset" aria-labelledby={titleId} sx={{ border: 0, m: 0, p: 0, minWidth: 0 }}>
      <Stack spacing={2}>
        <Typography id={titleId} component="h3" variant="subtitle1" sx={{ fontWeight: 700 }}>
          {t('admin:publication.title')}
        </Typography>
        <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1 }}>
          <Typography variant="body2" color="text.secondary">
            {t('admin:publication.currentState')}
          </Typography>
          <PublicationChip publication={form.current} />
        </Box>
        {form.editsPublished && <EditedVersionNotice changes={form.changes} />}
        {form.offersSchedule && (
          <FormControlLabel
            control={<Checkbox checked={form.schedule} onChange={(event) => form.setSchedule(event.target.checked)} />}
            label={t('admin:publication.schedule')}
          />
        )}
        {form.showsPublishAt && (
          <DateTimeField
            label={t('admin:publication.publishAt')}
            value={form.publishAt}
            onChange={form.setPublishAt}
            required
            error={form.publishAtMissing ? t('validation:fields.required') : fieldErrors.publish_at}
            hint={t('admin:publication.publishAtHint')}
          />
        )}
        <DateTimeField
          label={t('admin:publication.unpublishAt')}
          value={form.unpublishAt}
          onChange={form.setUnpublishAt}
          error={fieldErrors.unpublish_at}
          hint={t('admin:publication.unpublishAtHint')}
        />
      </Stack>
    </Box>
  );
}
