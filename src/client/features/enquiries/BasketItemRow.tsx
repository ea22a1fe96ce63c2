import DeleteOutline from '@mui/icons-material/DeleteOutline';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import Link from '@mui/material/Link';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { ENQUIRY_LIMITS } from '@/common/constants';
import { paths } from '@/common/routes';
import { itemUpdated, productRemoved, type BasketItem, type BasketItemChanges } from '@/client/app/enquiryBasket';
import { useAppDispatch } from '@/client/app/hooks';
import { OutlinedTextField } from '@/client/components/OutlinedTextField';
import { wrapLongWords } from '@/client/theme/textWrap';
import { itemField, type ItemField } from './quoteItems';

interface BasketItemRowProps {
  item: BasketItem;
  index: number;
  /** The problems of the request's fields, some of which may be this row's (`items.<index>.quantity`). */
  errors: Record<string, string>;
  readOnly: boolean;
  /** After the visitor changed the row (its problems are then forgotten) or removed it. */
  onChanged: (removed: boolean) => void;
}

/** One product of the quote request: how much of it, in what unit, whether a sample is wanted, or remove it. */
export function BasketItemRow({ item, index, errors, readOnly, onChanged }: BasketItemRowProps) {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const nameId = useId();
  const errorOf = (field: ItemField) => errors[itemField(index, field)];
  const update = (changes: BasketItemChanges) => {
    dispatch(itemUpdated({ productId: item.productId, changes }));
    onChanged(false);
  };
  const remove = () => {
    dispatch(productRemoved(item.productId));
    onChanged(true);
  };

  return (
    <Box component="li" sx={{ py: 2, borderBottom: '1px solid', borderColor: 'divider', listStyle: 'none' }}>
      <div
        role="group"
        aria-labelledby={nameId}
        aria-describedby={errorOf('productId') ? `${nameId}-problem` : undefined}
      >
        <Link
          id={nameId}
          component={RouterLink}
          to={paths.productDetail(item.productId)}
          sx={{ fontWeight: 700, display: 'inline-block', mb: 1.5, ...wrapLongWords }}
        >
          {item.name}
        </Link>
        {errorOf('productId') && (
          <FormHelperText id={`${nameId}-problem`} error>
            {errorOf('productId')}
          </FormHelperText>
        )}
        <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr 1fr', sm: '140px 120px 1fr auto' }, gap: 2 }}>
          <OutlinedTextField
            label={t('public:enquiry.quote.quantity')}
            type="number"
            inputMode="decimal"
            inputAttributes={{ min: 0, step: 'any' }}
            size="small"
            value={item.quantity === undefined ? '' : String(item.quantity)}
            onChange={(event) =>
              update({ quantity: event.target.value === '' ? undefined : Number(event.target.value) })
            }
            readOnly={readOnly}
            error={errorOf('quantity')}
          />
          <OutlinedTextField
            label={t('public:enquiry.quote.unit')}
            size="small"
            maxLength={ENQUIRY_LIMITS.unit}
            value={item.unit ?? ''}
            onChange={(event) => update({ unit: event.target.value || undefined })}
            readOnly={readOnly}
            error={errorOf('unit')}
            hint={t('public:enquiry.quote.unitHint')}
          />
          <FormControlLabel
            control={
              <Checkbox
                checked={item.sample}
                onChange={(event) => update({ sample: event.target.checked })}
                disabled={readOnly}
              />
            }
            label={t('public:enquiry.quote.sample')}
            sx={{ gridColumn: { xs: '1 / -1', sm: 'auto' }, alignSelf: 'start', minHeight: 44 }}
          />
          <Button
            color="error"
            startIcon={<DeleteOutline />}
            onClick={remove}
            disabled={readOnly}
            aria-label={t('public:enquiry.quote.removeFor', { name: item.name })}
            sx={{ minHeight: 44, alignSelf: 'start', justifySelf: 'start' }}
          >
            {t('public:enquiry.quote.remove')}
          </Button>
        </Box>
      </div>
    </Box>
  );
}
