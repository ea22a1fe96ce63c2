import Add from '@mui/icons-material/Add';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { Fragment, type ReactNode } from 'react';
import { FormSection } from './DocumentEditor';
import { ItemControls, moveItem, removeItem, replaceItem } from './ListItemControls';

interface EditableItemListProps<T> {
  title: string;
  items: readonly T[];
  /** The add button is disabled once the list holds this many items. */
  maxItems: number;
  addLabel: string;
  emptyText: string;
  /** The item to append; nothing is added when it returns undefined. */
  newItem: () => T | undefined;
  onChange: (items: T[]) => void;
  /** With it each item is an outlined card headed by this name, with move and remove controls; without it the item is rendered as is. */
  itemName?: (index: number) => string;
  /** Spacing between a card's heading and its fields. */
  gap?: number;
  renderItem: (item: T, index: number, update: (item: T) => void, remove: () => void) => ReactNode;
}

/** A form section editing an ordered list: an add button, an empty-state text and each item. */
export function EditableItemList<T>({
  title,
  items,
  maxItems,
  addLabel,
  emptyText,
  newItem,
  onChange,
  itemName,
  gap = 1,
  renderItem,
}: EditableItemListProps<T>) {
  const add = () => {
    const item = newItem();
    if (item !== undefined) onChange([...items, item]);
  };
  return (
    <FormSection
      title={title}
      action={
        <Button startIcon={<Add />} disabled={items.length >= maxItems} onClick={add}>
          {addLabel}
        </Button>
      }
    >
      {items.length === 0 && <Typography color="text.secondary">{emptyText}</Typography>}
      {items.map((item, index) => {
        const update = (changed: T) => onChange(replaceItem(items, index, changed));
        const remove = () => onChange(removeItem(items, index));
        const fields = renderItem(item, index, update, remove);
        if (!itemName) return <Fragment key={index}>{fields}</Fragment>;
        const name = itemName(index);
        return (
          <Paper
            key={index}
            variant="outlined"
            sx={{ p: { xs: 1.5, md: 2 }, display: 'flex', flexDirection: 'column', gap }}
          >
            <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 1 }}>
              <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 700 }}>
                {name}
              </Typography>
              <ItemControls
                itemName={name}
                index={index}
                count={items.length}
                onMove={(offset) => onChange(moveItem(items, index, offset))}
                onRemove={remove}
              />
            </Box>
            {fields}
          </Paper>
        );
      })}
    </FormSection>
  );
}
