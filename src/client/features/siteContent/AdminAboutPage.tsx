import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { MAX_MILESTONES, type AboutDocument } from '@/common/api/about';
import { LIMITS } from '@/common/constants';
import { EntityHistory } from '@/client/components/EntityHistory';
import { useEntityHistory } from '@/client/features/activity/activityApi';
import { DocumentEditor, FormSection } from './DocumentEditor';
import { EditableItemList } from './EditableItemList';
import { useGetAboutDocumentQuery, useSaveAboutMutation } from './siteContentApi';
import { TextsFields } from './TextsFields';

type Milestones = AboutDocument['milestones'];

/** /admin/about: the About page's introduction, vision, mission and history. */
export function AdminAboutPage() {
  const { t } = useTranslation();
  const query = useGetAboutDocumentQuery();
  const [save, saveState] = useSaveAboutMutation();
  const history = useEntityHistory({ document: 'about' }, { skip: !query.data });
  return (
    <DocumentEditor<AboutDocument>
      title={t('admin:siteContent.about.title')}
      query={query}
      save={save}
      saving={saveState.isLoading}
      toasts={{ succeeded: 'admin:siteContent.saved', failed: 'admin:siteContent.saveFailed' }}
      footer={<EntityHistory {...history} />}
    >
      {(about, setAbout) => {
        const setMilestones = (milestones: Milestones) => setAbout((current) => ({ ...current, milestones }));
        const milestoneName = (index: number) => t('admin:siteContent.about.milestone', { number: index + 1 });
        return (
          <>
            <FormSection title={t('admin:siteContent.about.texts')}>
              <TextsFields
                fields={[
                  {
                    field: 'intro',
                    label: t('admin:siteContent.about.intro'),
                    minRows: 5,
                    maxLength: LIMITS.longText,
                  },
                  { field: 'vision', label: t('admin:siteContent.about.vision'), minRows: 2 },
                  { field: 'mission', label: t('admin:siteContent.about.mission'), minRows: 2 },
                ]}
                texts={about.texts}
                onChange={(texts) => setAbout((current) => ({ ...current, texts }))}
              />
              <Typography variant="body2" color="text.secondary">
                {t('admin:siteContent.about.introHint')}
              </Typography>
            </FormSection>
            <EditableItemList
              title={t('admin:siteContent.about.milestones')}
              items={about.milestones}
              maxItems={MAX_MILESTONES}
              addLabel={t('admin:siteContent.about.addMilestone')}
              emptyText={t('admin:siteContent.about.noMilestones')}
              newItem={() => ({ texts: {} })}
              onChange={setMilestones}
              itemName={milestoneName}
              renderItem={(milestone, index, update) => (
                <TextsFields
                  labelPrefix={milestoneName(index)}
                  fields={[
                    { field: 'date', label: t('admin:siteContent.about.date'), maxLength: 50 },
                    { field: 'title', label: t('admin:siteContent.about.milestoneTitle') },
                    { field: 'text', label: t('admin:siteContent.about.milestoneText'), minRows: 2 },
                  ]}
                  texts={milestone.texts}
                  onChange={(texts) => update({ texts })}
                />
              )}
            />
          </>
        );
      }}
    </DocumentEditor>
  );
}
