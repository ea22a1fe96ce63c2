import Box from '@mui/material/Box';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { useTranslation } from 'react-i18next';
import { FIGURE_KINDS, MAX_FIGURES, MAX_HOME_CARDS, type HomePageDocument } from '@/common/api/home';
import { EntityHistory } from '@/client/components/EntityHistory';
import { useEntityHistory } from '@/client/features/activity/activityApi';
import { DocumentEditor, FormSection } from './DocumentEditor';
import { EditableItemList } from './EditableItemList';
import { useGetHomePageDocumentQuery, useSaveHomePageMutation } from './siteContentApi';
import { TextsFields } from './TextsFields';

type Card = HomePageDocument['reasons'][number];
type Figure = HomePageDocument['figures'][number];

/** A 'why choose us' reason's or an industry's title and text, in every language. */
function CardFields({ name, card, onChange }: { name: string; card: Card; onChange: (card: Card) => void }) {
  const { t } = useTranslation();
  return (
    <TextsFields
      labelPrefix={name}
      fields={[
        { field: 'title', label: t('admin:siteContent.home.cardTitle') },
        { field: 'text', label: t('admin:siteContent.home.cardText'), minRows: 2 },
      ]}
      texts={card.texts}
      onChange={(texts) => onChange({ texts })}
    />
  );
}

/** /admin/home-page: the hero's message, the sections' leads, the reasons, the industries and the figures. */
export function AdminHomePage() {
  const { t } = useTranslation();
  const query = useGetHomePageDocumentQuery();
  const [save, saveState] = useSaveHomePageMutation();
  const history = useEntityHistory({ document: 'home-page' }, { skip: !query.data });
  return (
    <DocumentEditor<HomePageDocument>
      title={t('admin:siteContent.home.title')}
      query={query}
      save={save}
      saving={saveState.isLoading}
      toasts={{ succeeded: 'admin:siteContent.saved', failed: 'admin:siteContent.saveFailed' }}
      footer={<EntityHistory {...history} />}
    >
      {(home, setHome) => {
        const setFigures = (figures: Figure[]) => setHome((current) => ({ ...current, figures }));
        const reasonName = (index: number) => t('admin:siteContent.home.reason', { number: index + 1 });
        const industryName = (index: number) => t('admin:siteContent.home.industry', { number: index + 1 });
        const figureName = (index: number) => t('admin:siteContent.home.figure', { number: index + 1 });
        return (
          <>
            <FormSection title={t('admin:siteContent.home.texts')}>
              <TextsFields
                fields={[
                  { field: 'heroTitle', label: t('admin:siteContent.home.heroTitle') },
                  { field: 'heroText', label: t('admin:siteContent.home.heroText'), minRows: 2 },
                  { field: 'whyLead', label: t('admin:siteContent.home.whyLead'), minRows: 2 },
                  { field: 'industriesLead', label: t('admin:siteContent.home.industriesLead'), minRows: 2 },
                  { field: 'figuresLead', label: t('admin:siteContent.home.figuresLead'), minRows: 2 },
                ]}
                texts={home.texts}
                onChange={(texts) => setHome((current) => ({ ...current, texts }))}
              />
            </FormSection>
            <EditableItemList
              title={t('admin:siteContent.home.reasons')}
              items={home.reasons}
              maxItems={MAX_HOME_CARDS}
              addLabel={t('admin:siteContent.home.addReason')}
              emptyText={t('admin:siteContent.home.noReasons')}
              newItem={() => ({ texts: {} })}
              onChange={(reasons) => setHome((current) => ({ ...current, reasons }))}
              itemName={reasonName}
              renderItem={(card, index, update) => (
                <CardFields name={reasonName(index)} card={card} onChange={update} />
              )}
            />
            <EditableItemList
              title={t('admin:siteContent.home.industries')}
              items={home.industries}
              maxItems={MAX_HOME_CARDS}
              addLabel={t('admin:siteContent.home.addIndustry')}
              emptyText={t('admin:siteContent.home.noIndustries')}
              newItem={() => ({ texts: {} })}
              onChange={(industries) => setHome((current) => ({ ...current, industries }))}
              itemName={industryName}
              renderItem={(card, index, update) => (
                <CardFields name={industryName(index)} card={card} onChange={update} />
              )}
            />
            <EditableItemList
              title={t('admin:siteContent.home.figures')}
              items={home.figures}
              maxItems={MAX_FIGURES}
              addLabel={t('admin:siteContent.home.addFigure')}
              emptyText={t('admin:siteContent.home.noFigures')}
              newItem={(): Figure => ({ kind: 'custom', value: '', texts: {} })}
              onChange={setFigures}
              itemName={figureName}
              gap={2}
              renderItem={(figure, index, update) => (
                <>
                  <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap' }}>
                    <TextField
                      select
                      label={`${figureName(index)}: ${t('admin:siteContent.home.kind')}`}
                      value={figure.kind}
                      onChange={(event) => update({ ...figure, kind: event.target.value as Figure['kind'] })}
                      sx={{ minWidth: 200, flex: '1 1 200px' }}
                    >
                      {FIGURE_KINDS.map((kind) => (
                        <MenuItem key={kind} value={kind}>
                          {t(`admin:siteContent.home.kinds.${kind}`)}
                        </MenuItem>
                      ))}
                    </TextField>
                    {figure.kind === 'custom' && (
                      <TextField
                        label={`${figureName(index)}: ${t('admin:siteContent.home.value')}`}
                        value={figure.value}
                        required
                        onChange={(event) => update({ ...figure, value: event.target.value })}
                        sx={{ flex: '1 1 160px' }}
                        slotProps={{ htmlInput: { maxLength: 20 } }}
                      />
                    )}
                  </Box>
                  <TextsFields
                    labelPrefix={figureName(index)}
                    fields={[{ field: 'label', label: t('admin:siteContent.home.label') }]}
                    texts={figure.texts}
                    onChange={(texts) => update({ ...figure, texts })}
                  />
                </>
              )}
            />
          </>
        );
      }}
    </DocumentEditor>
  );
}
