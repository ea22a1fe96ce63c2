import Box from '@mui/material/Box';
import { useTranslation } from 'react-i18next';
import { SLIDE_TEXT_FIELDS, type AdminSlide } from '@/common/api/slides';
import { pagedFrom } from '@/client/components/pagedFrom';
import { missingTranslations } from '@/client/components/translationStatus';
import { ItemCell, OrderedImageListPage, type ItemDialogProps, type OrderedImageList } from './OrderedImageListPage';
import {
  useAddSlideMutation,
  useDeleteSlideMutation,
  useGetAdminSlidesQuery,
  useOrderSlidesMutation,
  useUpdateSlideMutation,
  type SlideDraft,
} from './siteContentApi';
import { SlideFormDialog } from './SlideFormDialog';

/** A slide's picture and title (or that it has none), with the languages its texts are missing in. */
function SlideCell({ item: slide }: { item: AdminSlide }) {
  const { t } = useTranslation();
  return (
    <ItemCell
      image={slide.image}
      placeholderRatio="5 / 2"
      fit="cover"
      missing={missingTranslations(slide, SLIDE_TEXT_FIELDS)}
    >
      {slide.title || (
        <Box component="span" sx={{ color: 'text.secondary', fontStyle: 'italic' }}>
          {t('admin:siteContent.slides.untitled')}
        </Box>
      )}
    </ItemCell>
  );
}

const SlideDialog = ({ item, ...props }: ItemDialogProps<AdminSlide, SlideDraft>) => (
  <SlideFormDialog slide={item} {...props} />
);

const SLIDES: OrderedImageList<AdminSlide, SlideDraft> = {
  area: 'slides',
  useList: useGetAdminSlidesQuery,
  usePage: pagedFrom(useGetAdminSlidesQuery),
  useAdd: useAddSlideMutation,
  useUpdate: useUpdateSlideMutation,
  useDelete: useDeleteSlideMutation,
  useOrder: useOrderSlidesMutation,
  // Its title, else its image's description.
  nameOf: (slide) => slide.title || slide.alt_text,
  cellHeader: 'admin:siteContent.slides.columns.slide',
  Cell: SlideCell,
  imageField: 'image',
  Dialog: SlideDialog,
};

/** /admin/slides: the home page carousel's slides in order, with adding, editing, moving and deleting. */
export function AdminSlideListPage() {
  return <OrderedImageListPage list={SLIDES} />;
}
