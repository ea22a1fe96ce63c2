import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { PARTNER_TEXT_FIELDS, type AdminPartner } from '@/common/api/partners';
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
  useAddPartnerMutation,
  useDeletePartnerMutation,
  useGetAdminPartnersQuery,
  useOrderPartnersMutation,
  useUpdatePartnerMutation,
  type PartnerDraft,
} from './siteContentApi';
import { PartnerFormDialog } from './PartnerFormDialog';
import { useReorder } from './useReorder';
import { pagedFrom } from '@/client/components/pagedFrom';

const CREATE_MODAL = 'partners.create';
const EDIT_MODAL = 'partners.edit';
const DELETE_MODAL = 'partners.delete';

const usePartnerPage = pagedFrom(useGetAdminPartnersQuery);

/** What names a partner in its row's buttons. */
const partnerName = (partner: AdminPartner) => partner.name;

/** /admin/partners: the makers shown on the home page, in order, with adding, editing, moving and deleting. */
export function AdminPartnerListPage() {
  const { t } = useTranslation();
  const list = useAdminListPage(usePartnerPage);
  const allPartners = useGetAdminPartnersQuery().data ?? [];
  const [addPartner, addState] = useAddPartnerMutation();
  const [updatePartner, updateState] = useUpdatePartnerMutation();
  const [deletePartner, deleteState] = useDeletePartnerMutation();
  const [orderPartners, orderState] = useOrderPartnersMutation();
  const move = useReorder(allPartners, orderPartners, {
    succeeded: 'admin:siteContent.reordered',
    failed: 'admin:siteContent.reorderFailed',
  });
  const { modal } = list;
  const editedPartner =
    modal?.name === EDIT_MODAL ? allPartners.find((partner) => partner.id === modal.entityId) : undefined;

  const closeForm = () => {
    list.closeModal();
    addState.reset();
    updateState.reset();
  };

  const add = async (draft: PartnerDraft) => {
    const result = await addPartner(draft);
    list.finishSubmit(
      result,
      { succeeded: 'admin:siteContent.partners.added', failed: 'admin:siteContent.partners.addFailed' },
      closeForm,
    );
  };

  const edit = async (draft: PartnerDraft) => {
    if (!editedPartner) return;
    const result = await updatePartner({ id: editedPartner.id, ...draft });
    list.finishSubmit(
      result,
      { succeeded: 'admin:siteContent.partners.edited', failed: 'admin:siteContent.partners.editFailed' },
      closeForm,
    );
  };

  const remove = () =>
    list.deleteConfirmed(DELETE_MODAL, deletePartner, {
      succeeded: 'admin:siteContent.partners.deleted',
      failed: 'admin:siteContent.partners.deleteFailed',
    });

  const columns: Column<AdminPartner>[] = [
    {
      header: t('admin:siteContent.partners.columns.partner'),
      render: (partner) => (
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5 }}>
          <ResponsiveImage
            image={partner.logo}
            alt=""
            sizes="96px"
            placeholderRatio="2 / 1"
            sx={{ width: 96, height: 48, objectFit: 'contain', borderRadius: 1, flexShrink: 0 }}
          />
          <Box sx={{ minWidth: 0 }}>
            <Typography variant="body2" sx={{ fontWeight: 600 }}>
              {partner.name}
            </Typography>
            <MissingTranslationBadge
              missing={missingLanguages(
                entityTexts(partner, partner.translations, PARTNER_TEXT_FIELDS),
                PARTNER_TEXT_FIELDS,
              )}
            />
          </Box>
        </Box>
      ),
    },
    {
      header: t('admin:siteContent.columns.order'),
      render: (partner) => (
        <ItemControls
          itemName={partnerName(partner)}
          index={allPartners.findIndex((row) => row.id === partner.id)}
          count={allPartners.length}
          disabled={orderState.isLoading}
          onMove={(offset) => void move(partner.id, offset)}
        />
      ),
    },
    {
      header: t('admin:table.actions'),
      render: (partner) => (
        <RowActions>
          <RowEditButton
            rowName={partnerName(partner)}
            onClick={() => list.openModal({ name: EDIT_MODAL, entityId: partner.id })}
          />
          <RowDeleteButton
            rowName={partnerName(partner)}
            onClick={() => list.openModal({ name: DELETE_MODAL, entityId: partner.id })}
          />
        </RowActions>
      ),
    },
  ];

  return (
    <AdminTablePage
      title={t('admin:siteContent.partners.title')}
      addLabel={t('admin:siteContent.partners.add')}
      onAdd={() => list.openModal({ name: CREATE_MODAL })}
      list={list}
      columns={columns}
      emptyText={t('admin:siteContent.partners.empty')}
    >
      {modal?.name === CREATE_MODAL && (
        <PartnerFormDialog
          submitting={addState.isLoading}
          fieldErrors={uploadFormErrors(addState.error, 'logo', t)}
          onSubmit={add}
          onClose={closeForm}
        />
      )}
      {editedPartner && (
        <PartnerFormDialog
          key={editedPartner.id}
          partner={editedPartner}
          submitting={updateState.isLoading}
          fieldErrors={uploadFormErrors(updateState.error, 'logo', t)}
          onSubmit={edit}
          onClose={closeForm}
        />
      )}
      <ConfirmDialog
        open={modal?.name === DELETE_MODAL}
        question={t('admin:siteContent.partners.confirmDelete')}
        busy={deleteState.isLoading}
        onConfirm={remove}
        onCancel={list.closeModal}
      />
    </AdminTablePage>
  );
}
