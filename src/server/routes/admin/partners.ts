import { AdminPartner, PARTNER_IMAGE_FIELD, PartnerFields } from '@/common/api/partners';
import { orderedImageListRoutes } from './ordered-image-list';

/** The partners' logos of the home page. */
export default orderedImageListRoutes({
  name: 'partners',
  noun: 'Partner',
  item: AdminPartner,
  fields: PartnerFields,
  imageField: PARTNER_IMAGE_FIELD,
  imageRequired: 'Should upload logo',
  formFields:
    `name (required, English), link, translations (JSON: the other languages' name), and the logo file ` +
    PARTNER_IMAGE_FIELD,
  repository: (app) => app.repos.partners,
});
