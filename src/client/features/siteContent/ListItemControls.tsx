import ArrowDownward from '@mui/icons-material/ArrowDownward';
import ArrowUpward from '@mui/icons-material/ArrowUpward';
import DeleteOutline from '@mui/icons-material/DeleteOutline';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/** `items` with the one at `index` moved by `offset` places; unchanged when that would leave the list. */
export function moveItem<T>(items: readonly T[], index: number, offset: -1 | 1): T[] {
  const target = index + offset;
  if (target < 0 || target >= items.length) return [...items];
  const moved = [...items];
  [moved[index], moved[target]] = [moved[target]!, moved[index]!];
  return moved;
}

export const removeItem = <T,>(items: readonly T[], index: number): T[] => items.filter((_item, at) => at !== index);

export const replaceItem = <T,>(items: readonly T[], index: number, item: T): T[] =>
  items.map((current, at) => (at === index ? item : current));

interface ItemControlsProps {
  /** Names the item in the buttons' accessible names ('Move up: Milestone 2'). */
  itemName: string;
  index: number;
  count: number;
  onMove: (offset: -1 | 1) => void;
  /** Without it the item cannot be removed here. */
  onRemove?: () => void;
  /** While an earlier move is being saved. */
  disabled?: boolean;
}

/** Move up, move down and remove, for one item of an ordered list. */
export function ItemControls({ itemName, index, count, onMove, onRemove, disabled = false }: ItemControlsProps) {
  const { t } = useTranslation();
  const button = (label: string, icon: ReactNode, onClick: () => void, disabled = false, danger = false) => (
    <IconButton
      aria-label={`${label}: ${itemName}`}
      title={label}
      onClick={onClick}
      disabled={disabled}
      color={danger ? 'error' : 'default'}
    >
      {icon}
    </IconButton>
  );
  return (
    <Box sx={{ display: 'flex', gap: 0.5 }}>
      {button(
        t('admin:siteContent.moveUp'),
        <ArrowUpward fontSize="small" />,
        () => onMove(-1),
        disabled || index === 0,
      )}
      {button(
        t('admin:siteContent.moveDown'),
        <ArrowDownward fontSize="small" />,
        () => onMove(1),
        disabled || index >= count - 1,
      )}
      {onRemove && button(t('admin:siteContent.remove'), <DeleteOutline fontSize="small" />, onRemove, false, true)}
    </Box>
  );
}
