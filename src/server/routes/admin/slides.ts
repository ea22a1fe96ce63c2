import { AdminSlide, SLIDE_IMAGE_FIELD, SlideFields } from '@/common/api/slides';
import { orderedImageListRoutes } from './ordered-image-list';

/** The home page carousel's slides. */
export default orderedImageListRoutes({
  name: 'slides',
  noun: 'Slide',
  item: AdminSlide,
  fields: SlideFields,
  imageField: SLIDE_IMAGE_FIELD,
  imageRequired: 'Should upload image',
  formFields:
    `alt_text (required), title, subtitle, button_label, button_link (English), translations (JSON: the other ` +
    `languages' texts), and the image file ${SLIDE_IMAGE_FIELD}`,
  repository: (app) => app.repos.slides,
});
