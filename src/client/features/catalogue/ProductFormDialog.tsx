import Typography from '@mui/material/Typography';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { AdminProduct, ProductFields, SpecTextField } from '@/common/api/catalogue';
import { useAppDispatch } from '@/client/app/hooks';
import { showToast } from '@/client/app/ui/toast';
import { FormDialog, type EntityFormDialogProps } from '@/client/components/FormDialog';
import { ImageUploadField } from '@/client/components/ImageUploadField';
import { PublicationFields, usePublicationForm, type PublicationAction } from '@/client/components/PublicationFields';
import { useImageChoice } from '@/client/components/useImageChoice';
import {
  blankEnglishTexts,
  TranslatableTextFields,
  type TranslatableFieldSpec,
} from '@/client/components/TranslatableTextFields';
import { PRODUCT_IMAGE, useGetAdminCategoriesQuery } from './adminCatalogueApi';
import { CategorySelectField } from './CategorySelectField';
import { CertificationsEditor } from './CertificationsEditor';
import { PrincipalSelectField } from './PrincipalSelectField';
import { ProductIdentifierFields } from './ProductIdentifierFields';
import { TermsSelectField } from './TermsSelectField';
import { useProductForm } from './useProductForm';

export interface ProductFormValues {
  fields: ProductFields;
  file: File | null;
  /** Kept apart as the product's unpublished changes. */
  keepApart?: true;
}

interface ProductFormDialogProps extends EntityFormDialogProps<ProductFormValues> {
  mode: 'create' | 'edit';
  product?: AdminProduct;
}

type ProductText = 'name' | 'description' | SpecTextField;

/** The problem named for `field` or for one of its items (`industry_ids.2`). */
const errorUnder = (errors: Record<string, string>, field: string): string | undefined =>
  errors[field] ?? Object.entries(errors).find(([name]) => name.startsWith(`${field}.`))?.[1];

function FormSection({ title, children }: { title: string; children: ReactNode }) {
  return (
    <>
      <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 800, pt: 1 }}>
        {title}
      </Typography>
      {children}
    </>
  );
}

/**
 * 'TAMBAH PRODUK' (image required) and 'EDIT PRODUK' (image optional): the product's texts and specification in both
 * languages, its category, identifiers, principal, certifications, industries and applications, and its publication:
 * a new product is published, scheduled or saved as a draft; an edit is saved in its state, or published, scheduled
 * or unpublished. Mount it afresh per opening so closing clears the fields.
 */
export function ProductFormDialog({
  mode,
  product,
  submitting,
  changes,
  fieldErrors = {},
  onSubmit,
  onClose,
}: ProductFormDialogProps) {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const { data: categories } = useGetAdminCategoriesQuery();
  const form = useProductForm(product);
  const [englishErrors, setEnglishErrors] = useState<Partial<Record<ProductText, string>>>({});
  const image = useImageChoice(mode === 'create');
  const [categoryMissing, setCategoryMissing] = useState(false);
  const publication = usePublicationForm(product, changes);
  const errors = { ...fieldErrors, ...form.formErrors };

  const spec = (field: ProductText, minRows?: number): TranslatableFieldSpec<ProductText> => ({
    field,
    label: t(`public:productData.specs.fields.${field}`),
    minRows,
  });
  const textFields: TranslatableFieldSpec<ProductText>[] = [
    { field: 'name', label: t('admin:catalogue.products.fields.name'), required: true },
    { field: 'description', label: t('admin:catalogue.products.fields.description'), minRows: 4 },
    spec('grade'),
    spec('appearance', 2),
    spec('packaging', 2),
    spec('origin'),
    spec('shelf_life'),
    spec('storage', 2),
  ];

  const submit = (action: PublicationAction) => {
    const blank = blankEnglishTexts(textFields, form.texts.english, t('validation:fields.required'));
    setEnglishErrors(blank);
    setCategoryMissing(!form.categoryId);
    const imageReady = image.check();
    const checked = form.check();
    const publicationReady = publication.check(action);
    if (!imageReady) dispatch(showToast('admin:upload.required', 'error', 'admin'));
    if (!form.categoryId || !imageReady || Object.keys(blank).length || !checked || !publicationReady) return;
    const { keepApart, ...publicationFields } = publication.fieldsFor(action);
    onSubmit({ fields: { ...form.fields(), ...publicationFields }, file: image.file, keepApart });
  };

  return (
    <FormDialog
      open
      title={t(
        mode === 'create' ? 'admin:catalogue.products.form.createTitle' : 'admin:catalogue.products.form.editTitle',
      )}
      submitting={submitting}
      onClose={onClose}
      {...publication.dialogActions(submit)}
    >
      <TranslatableTextFields
        fields={textFields}
        texts={form.texts}
        fieldErrors={fieldErrors}
        englishErrors={englishErrors}
        autoFocus
      />
      <CategorySelectField
        categories={categories}
        value={form.categoryId}
        onChange={form.setCategoryId}
        error={
          categoryMissing && !form.categoryId ? t('admin:catalogue.products.categoryRequired') : errors.category_id
        }
      />
      <FormSection title={t('admin:productData.sections.identifiers')}>
        <ProductIdentifierFields
          identifiers={form.identifiers}
          onChange={form.setIdentifier}
          errors={{ cas_number: errors.cas_number, e_number: errors.e_number, inci_name: errors.inci_name }}
        />
      </FormSection>
      <FormSection title={t('admin:productData.sections.sourcing')}>
        <PrincipalSelectField
          value={form.principalId}
          onChange={form.setPrincipalId}
          error={errorUnder(errors, 'principal_id')}
        />
        <CertificationsEditor rows={form.certifications} onChange={form.changeCertifications} errors={errors} />
      </FormSection>
      <FormSection title={t('admin:productData.sections.terms')}>
        <TermsSelectField
          kind="industry"
          label={t('admin:productData.terms.industries')}
          value={form.industries}
          onChange={form.setIndustries}
          error={errorUnder(errors, 'industry_ids')}
        />
        <TermsSelectField
          kind="application"
          label={t('admin:productData.terms.applications')}
          value={form.applications}
          onChange={form.setApplications}
          error={errorUnder(errors, 'application_ids')}
        />
      </FormSection>
      <ImageUploadField
        label={t('admin:catalogue.products.fields.image')}
        file={image.file}
        onChange={image.choose}
        currentImageUrl={product?.product_image?.src}
        error={image.missing ? t('admin:upload.required') : errors[PRODUCT_IMAGE]}
      />
      <PublicationFields form={publication} fieldErrors={errors} />
    </FormDialog>
  );
}
