import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { SLIDE_TEXT_FIELDS, type AdminSlide } from '@/common/api/slides';
import { entityTexts, missingLanguages } from '@/common/api/translations';
import { AdminTablePage } from '@/client/components/AdminTablePage';
import { ConfirmDialog } from '@/client/components/ConfirmDialog';
import { type Column } from '@/client/components/DataTable';
import { MissingTranslationBadge } from '@/client/components/MissingTranslationBadge';
import { ResponsiveImage } from '@/client/components/ResponsiveImage';
import { RowActions, RowDeleteButton, RowEditButton } from '@/client/components/RowActions';
import { uploadFormErrors } from '@/client/components/uploadFormErrors';
import { useAdminListPage } from '@/client/components/useAdminListPage';
import { ItemControls } from './ListItemControls';
import {
  useAddSlideMutation,
  useDeleteSlideMutation,
  useGetAdminSlidesQuery,
  useOrderSlidesMutation,
  useUpdateSlideMutation,
  type SlideDraft,
} from './siteContentApi';
import { SlideFormDialog } from './SlideFormDialog';
import { useReorder } from './useReorder';
import { pagedFrom } from '@/client/components/pagedFrom';

const CREATE_MODAL = 'slides.create';
const EDIT_MODAL = 'slides.edit';
const DELETE_MODAL = 'slides.delete';

const useSlidePage = pagedFrom(useGetAdminSlidesQuery);

/** What names a slide in its row's buttons: its title, else its image's description. */
const slideName = (slide: AdminSlide) => slide.title || slide.alt_text;

/** /admin/slides: the home page carousel's slides in order, with adding, editing, moving and deleting. */
export function AdminSlideListPage() {
  const { t } = useTranslation();
  const list = useAdminListPage(useSlidePage);
  const allSlides = useGetAdminSlidesQuery().data ?? [];
  const [addSlide, addState] = useAddSlideMutation();
  const [updateSlide, updateState] = useUpdateSlideMutation();
  const [deleteSlide, deleteState] = useDeleteSlideMutation();
  const [orderSlides, orderState] = useOrderSlidesMutation();
  const move = useReorder(allSlides, orderSlides, {
    succeeded: 'admin:siteContent.reordered',
    failed: 'admin:siteContent.reorderFailed',
  });
  const { modal } = list;
  const editedSlide = modal?.name === EDIT_MODAL ? allSlides.find((slide) => slide.id === modal.entityId) : undefined;

  const closeForm = () => {
    list.closeModal();
    addState.reset();
    updateState.reset();
  };

  const add = async (draft: SlideDraft) => {
    const result = await addSlide(draft);
    list.finishSubmit(
      result,
      { succeeded: 'admin:siteContent.slides.added', failed: 'admin:siteContent.slides.addFailed' },
      closeForm,
    );
  };

  const edit = async (draft: SlideDraft) => {
    if (!editedSlide) return;
    const result = await updateSlide({ id: editedSlide.id, ...draft });
    list.finishSubmit(
      result,
      { succeeded: 'admin:siteContent.slides.edited', failed: 'admin:siteContent.slides.editFailed' },
      closeForm,
    );
  };

  const remove = () =>
    list.deleteConfirmed(DELETE_MODAL, deleteSlide, {
      succeeded: 'admin:siteContent.slides.deleted',
      failed: 'admin:siteContent.slides.deleteFailed',
    });

  const columns: Column<AdminSlide>[] = [
    {
      header: t('admin:siteContent.slides.columns.slide'),
      render: (slide) => (
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5 }}>
          <ResponsiveImage
            image={slide.image}
            alt=""
            sizes="96px"
            placeholderRatio="5 / 2"
            sx={{ width: 96, height: 48, objectFit: 'cover', borderRadius: 1, flexShrink: 0 }}
          />
          <Box sx={{ minWidth: 0 }}>
            <Typography variant="body2" sx={{ fontWeight: 600 }}>
              {slide.title || (
                <Box component="span" sx={{ color: 'text.secondary', fontStyle: 'italic' }}>
                  {t('admin:siteContent.slides.untitled')}
                </Box>
              )}
            </Typography>
            <MissingTranslationBadge
              missing={missingLanguages(entityTexts(slide, slide.translations, SLIDE_TEXT_FIELDS), SLIDE_TEXT_FIELDS)}
            />
          </Box>
        </Box>
      ),
    },
    {
      header: t('admin:siteContent.columns.order'),
      render: (slide) => (
        <ItemControls
          itemName={slideName(slide)}
          index={allSlides.findIndex((row) => row.id === slide.id)}
          count={allSlides.length}
          disabled={orderState.isLoading}
          onMove={(offset) => void move(slide.id, offset)}
        />
      ),
    },
    {
      header: t('admin:table.actions'),
      render: (slide) => (
        <RowActions>
          <RowEditButton
            rowName={slideName(slide)}
            onClick={() => list.openModal({ name: EDIT_MODAL, entityId: slide.id })}
          />
          <RowDeleteButton
            rowName={slideName(slide)}
            onClick={() => list.openModal({ name: DELETE_MODAL, entityId: slide.id })}
          />
        </RowActions>
      ),
    },
  ];

  return (
    <AdminTablePage
      title={t('admin:siteContent.slides.title')}
      addLabel={t('admin:siteContent.slides.add')}
      onAdd={() => list.openModal({ name: CREATE_MODAL })}
      list={list}
      columns={columns}
      emptyText={t('admin:siteContent.slides.empty')}
    >
      {modal?.name === CREATE_MODAL && (
        <SlideFormDialog
          submitting={addState.isLoading}
          fieldErrors={uploadFormErrors(addState.error, 'image', t)}
          onSubmit={add}
          onClose={closeForm}
        />
      )}
      {editedSlide && (
        <SlideFormDialog
          key={editedSlide.id}
          slide={editedSlide}
          submitting={updateState.isLoading}
          fieldErrors={uploadFormErrors(updateState.error, 'image', t)}
          onSubmit={edit}
          onClose={closeForm}
        />
      )}
      <ConfirmDialog
        open={modal?.name === DELETE_MODAL}
        question={t('admin:siteContent.slides.confirmDelete')}
        busy={deleteState.isLoading}
        onConfirm={remove}
        onCancel={list.closeModal}
      />
    </AdminTablePage>
  );
}
