import { PARTNER_TEXT_FIELDS, type AdminPartner } from '@/common/api/partners';
import { pagedFrom } from '@/client/components/pagedFrom';
import { missingTranslations } from '@/client/components/translationStatus';
import { ItemCell, OrderedImageListPage, type ItemDialogProps, type OrderedImageList } from './OrderedImageListPage';
import { PartnerFormDialog } from './PartnerFormDialog';
import {
  useAddPartnerMutation,
  useDeletePartnerMutation,
  useGetAdminPartnersQuery,
  useOrderPartnersMutation,
  useUpdatePartnerMutation,
  type PartnerDraft,
} from './siteContentApi';

/** A partner's logo and name, with the languages its texts are missing in. */
const PartnerCell = ({ item: partner }: { item: AdminPartner }) => (
  <ItemCell
    image={partner.logo}
    placeholderRatio="2 / 1"
    fit="contain"
    missing={missingTranslations(partner, PARTNER_TEXT_FIELDS)}
  >
    {partner.name}
  </ItemCell>
);

const PartnerDialog = ({ item, ...props }: ItemDialogProps<AdminPartner, PartnerDraft>) => (
  <PartnerFormDialog partner={item} {...props} />
);

const PARTNERS: OrderedImageList<AdminPartner, PartnerDraft> = {
  area: 'partners',
  useList: useGetAdminPartnersQuery,
  usePage: pagedFrom(useGetAdminPartnersQuery),
  useAdd: useAddPartnerMutation,
  useUpdate: useUpdatePartnerMutation,
  useDelete: useDeletePartnerMutation,
  useOrder: useOrderPartnersMutation,
  nameOf: (partner) => partner.name,
  cellHeader: 'admin:siteContent.partners.columns.partner',
  Cell: PartnerCell,
  imageField: 'logo',
  Dialog: PartnerDialog,
};

/** /admin/partners: the makers shown on the home page, in order, with adding, editing, moving and deleting. */
export function AdminPartnerListPage() {
  return <OrderedImageListPage list={PARTNERS} />;
}
