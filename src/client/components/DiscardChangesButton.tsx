import Button from '@mui/material/Button';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from './ConfirmDialog';

interface DiscardChangesButtonProps {
  /** Whether the discarding is under way: the confirmation waits, busy. */
  discarding: boolean;
  disabled?: boolean;
  variant?: 'text' | 'outlined';
  /** Discards the changes; the confirmation closes once it has settled. */
  onDiscard: () => unknown;
}

/** 'Discard changes' of an item's unpublished changes, after a confirmation that the published version stays. */
export function DiscardChangesButton({ discarding, disabled, variant = 'text', onDiscard }: DiscardChangesButtonProps) {
  const { t } = useTranslation();
  const [confirming, setConfirming] = useState(false);
  return (
    <>
      <Button variant={variant} size="small" color="inherit" onClick={() => setConfirming(true)} disabled={disabled}>
        {t('admin:pendingChanges.discard')}
      </Button>
      <ConfirmDialog
        open={confirming}
        question={t('admin:pendingChanges.confirmDiscard')}
        busy={discarding}
        confirmLabel={t('admin:pendingChanges.discard')}
        onConfirm={() => void Promise.resolve(onDiscard()).finally(() => setConfirming(false))}
        onCancel={() => setConfirming(false)}
      />
    </>
  );
}
