import Autocomplete from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { Term } from '@/common/api/product-data';
import { MAX_PRODUCT_TERMS, type TermKind } from '@/common/constants';
import { useGetAdminTermsQuery } from './productDataApi';

interface TermsSelectFieldProps {
  kind: TermKind;
  label: string;
  /** The chosen terms, with their names (shown before the whole list has arrived). */
  value: Term[];
  onChange: (terms: Term[]) => void;
  error?: string;
}

const NONE_YET = {
  industry: 'admin:productData.terms.noIndustries',
  application: 'admin:productData.terms.noApplications',
};

/** The industries or the applications of a product: several chosen among all of that kind, typed to filter. */
export function TermsSelectField({ kind, label, value, onChange, error }: TermsSelectFieldProps) {
  const { t } = useTranslation();
  const { data: terms, isLoading, isError } = useGetAdminTermsQuery(kind);
  const options = useMemo<Term[]>(() => (terms ?? []).map(({ id, name }) => ({ id, name })), [terms]);
  const full = value.length >= MAX_PRODUCT_TERMS;
  const noOptions = () => {
    if (isError) return t('admin:productData.terms.loadFailed');
    return t(options.length ? 'admin:productData.terms.noMatch' : NONE_YET[kind]);
  };
  return (
    <Autocomplete
      multiple
      options={options}
      value={value}
      onChange={(_event, chosen) => onChange(chosen)}
      getOptionLabel={(term) => term.name}
      isOptionEqualToValue={(option, chosen) => option.id === chosen.id}
      getOptionDisabled={(term) => full && !value.some((chosen) => chosen.id === term.id)}
      filterSelectedOptions
      loading={isLoading}
      loadingText={t('admin:productData.terms.loading')}
      noOptionsText={noOptions()}
      renderInput={(params) => <TextField {...params} label={label} error={Boolean(error)} helperText={error} />}
    />
  );
}
