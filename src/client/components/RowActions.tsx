import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { useMayEdit } from './editAccess';

/** A table row's buttons side by side. */
export function RowActions({ children, wrap = true }: { children: ReactNode; wrap?: boolean }) {
  return <Box sx={{ display: 'flex', gap: 1, flexWrap: wrap ? 'wrap' : undefined }}>{children}</Box>;
}

// Every row has the same buttons, so each one's accessible name also says which row it acts on.
const nameFor = (action: string, rowName: string) => `${action}: ${rowName}`;

/** 'Detail': opens the row's own admin page. */
export function RowDetailButton({ to, rowName }: { to: string; rowName: string }) {
  const { t } = useTranslation();
  return (
    <Button
      component={RouterLink}
      to={to}
      size="small"
      variant="outlined"
      aria-label={nameFor(t('admin:table.detail'), rowName)}
    >
      {t('admin:table.detail')}
    </Button>
  );
}

/** A button of a row that changes it (e.g. 'Deactivate'), named with the row; not there for a user who may only read. */
export function RowActionButton({
  label,
  rowName,
  onClick,
  color,
  disabled,
}: {
  label: string;
  rowName: string;
  onClick: () => void;
  color?: 'primary' | 'error';
  disabled?: boolean;
}) {
  if (!useMayEdit()) return null;
  return (
    <Button
      size="small"
      variant="outlined"
      color={color}
      disabled={disabled}
      aria-label={nameFor(label, rowName)}
      onClick={onClick}
    >
      {label}
    </Button>
  );
}

/** 'Edit': opens the row's edit form; not there for a user who may only read. */
export function RowEditButton({ rowName, onClick }: { rowName: string; onClick: () => void }) {
  const { t } = useTranslation();
  if (!useMayEdit()) return null;
  return (
    <Button size="small" variant="outlined" aria-label={nameFor(t('admin:actions.edit'), rowName)} onClick={onClick}>
      {t('admin:actions.edit')}
    </Button>
  );
}

/** 'Delete': asks to confirm deleting the row; not there for a user who may only read. */
export function RowDeleteButton({ rowName, onClick }: { rowName: string; onClick: () => void }) {
  const { t } = useTranslation();
  if (!useMayEdit()) return null;
  return (
    <Button
      size="small"
      variant="outlined"
      color="error"
      aria-label={nameFor(t('admin:actions.delete'), rowName)}
      onClick={onClick}
    >
      {t('admin:actions.delete')}
    </Button>
  );
}
