import Add from '@mui/icons-material/Add';
import DeleteOutline from '@mui/icons-material/DeleteOutline';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import {
  MAX_BRANCHES,
  MAX_PHONES_PER_OFFICE,
  SOCIAL_NETWORKS,
  WHATSAPP_PATTERN,
  type OfficeDocument,
  type SiteSettingsDocument,
} from '@/common/api/site';
import { LIMITS } from '@/common/constants';
import { companyTimeZone } from '@/common/time-zone';
import { EntityHistory } from '@/client/components/EntityHistory';
import { useEntityHistory } from '@/client/features/activity/activityApi';
import { DocumentEditor, FormSection } from './DocumentEditor';
import { EditableItemList } from './EditableItemList';
import { removeItem, replaceItem } from './ListItemControls';
import { useGetSiteSettingsDocumentQuery, useSaveSiteSettingsMutation } from './siteContentApi';
import { TextsFields } from './TextsFields';

const LINK_PATTERN = 'https?://\\S+';
const emptyOffice = (): OfficeDocument => ({ texts: {}, phones: [], mapUrl: '' });

/** An office's names, address and opening hours in every language, its phones and its map link. */
function OfficeFields({
  office,
  name,
  onChange,
}: {
  office: OfficeDocument;
  name: string;
  onChange: (o: OfficeDocument) => void;
}) {
  const { t } = useTranslation();
  const setPhone = (index: number, phone: string) =>
    onChange({ ...office, phones: replaceItem(office.phones, index, phone) });
  return (
    <>
      <TextsFields
        labelPrefix={name}
        fields={[
          { field: 'name', label: t('admin:siteContent.site.officeName') },
          { field: 'address', label: t('admin:siteContent.site.address'), minRows: 2 },
          { field: 'openingHours', label: t('admin:siteContent.site.openingHours') },
        ]}
        texts={office.texts}
        onChange={(texts) => onChange({ ...office, texts })}
      />
      <Box component="fieldset" sx={{ border: 0, p: 0, m: 0, display: 'flex', flexDirection: 'column', gap: 1.5 }}>
        <Typography component="legend" variant="subtitle2" sx={{ mb: 1 }}>
          {t('admin:siteContent.site.phones')}
        </Typography>
        {office.phones.map((phone, index) => {
          const label = `${name}: ${t('admin:siteContent.site.phone', { number: index + 1 })}`;
          return (
            <Box key={index} sx={{ display: 'flex', gap: 1, alignItems: 'center' }}>
              <TextField
                label={label}
                value={phone}
                onChange={(event) => setPhone(index, event.target.value)}
                type="tel"
                required
                fullWidth
                slotProps={{ htmlInput: { maxLength: 40 } }}
              />
              <IconButton
                aria-label={`${t('admin:siteContent.remove')}: ${label}`}
                onClick={() => onChange({ ...office, phones: removeItem(office.phones, index) })}
                color="error"
              >
                <DeleteOutline />
              </IconButton>
            </Box>
          );
        })}
        <Box>
          <Button
            startIcon={<Add />}
            disabled={office.phones.length >= MAX_PHONES_PER_OFFICE}
            onClick={() => onChange({ ...office, phones: [...office.phones, ''] })}
            aria-label={`${t('admin:siteContent.site.addPhone')}: ${name}`}
          >
            {t('admin:siteContent.site.addPhone')}
          </Button>
        </Box>
      </Box>
      <TextField
        label={`${name}: ${t('admin:siteContent.site.mapUrl')}`}
        value={office.mapUrl}
        onChange={(event) => onChange({ ...office, mapUrl: event.target.value })}
        type="url"
        helperText={t('admin:siteContent.linkHint')}
        slotProps={{ htmlInput: { pattern: LINK_PATTERN, maxLength: LIMITS.shortText } }}
      />
    </>
  );
}

/** The company's time zone, in which every date of the back office, the pages and the mails is shown. */
function TimeZoneField({ value, onChange }: { value: string; onChange: (timeZone: string) => void }) {
  const { t } = useTranslation();
  const known = useMemo(() => Intl.supportedValuesOf('timeZone'), []);
  // The same elements from one keystroke to the next: a few hundred options are not drawn again each time.
  const options = useMemo(
    () =>
      known.map((zone) => (
        <option key={zone} value={zone}>
          {zone}
        </option>
      )),
    [known],
  );
  return (
    <TextField
      select
      label={t('admin:siteContent.site.timeZone')}
      value={value}
      onChange={(event) => onChange(event.target.value)}
      helperText={t('admin:siteContent.site.timeZoneHint')}
      slotProps={{ select: { native: true } }}
    >
      {!known.includes(value) && <option value={value}>{value}</option>}
      {options}
    </TextField>
  );
}

/** /admin/site-settings: the company's name, offices, e-mail addresses, WhatsApp number and social links. */
export function AdminSiteSettingsPage() {
  const { t } = useTranslation();
  const query = useGetSiteSettingsDocumentQuery();
  const [save, saveState] = useSaveSiteSettingsMutation();
  const history = useEntityHistory({ document: 'site-settings' }, { skip: !query.data });
  return (
    <DocumentEditor<SiteSettingsDocument>
      title={t('admin:siteContent.site.title')}
      query={query}
      save={save}
      saving={saveState.isLoading}
      toasts={{ succeeded: 'admin:siteContent.saved', failed: 'admin:siteContent.saveFailed' }}
      footer={<EntityHistory {...history} />}
    >
      {(site, setSite) => {
        const headOfficeName = t('admin:siteContent.site.headOffice');
        const branchName = (index: number) => t('admin:siteContent.site.branch', { number: index + 1 });
        const setBranches = (branches: OfficeDocument[]) => setSite((current) => ({ ...current, branches }));
        return (
          <>
            <FormSection title={t('admin:siteContent.site.company')}>
              <TextField
                label={t('admin:siteContent.site.companyName')}
                value={site.companyName}
                onChange={(event) => setSite((current) => ({ ...current, companyName: event.target.value }))}
                required
                slotProps={{ htmlInput: { maxLength: LIMITS.name } }}
              />
              <TextField
                label={t('admin:siteContent.site.shortName')}
                value={site.shortName}
                onChange={(event) => setSite((current) => ({ ...current, shortName: event.target.value }))}
                required
                slotProps={{ htmlInput: { maxLength: LIMITS.name } }}
              />
              <TimeZoneField
                value={companyTimeZone(site.timeZone)}
                onChange={(timeZone) => setSite((current) => ({ ...current, timeZone }))}
              />
            </FormSection>
            <FormSection title={headOfficeName}>
              <OfficeFields
                office={site.headOffice}
                name={headOfficeName}
                onChange={(headOffice) => setSite((current) => ({ ...current, headOffice }))}
              />
            </FormSection>
            <EditableItemList
              title={t('admin:siteContent.site.branches')}
              items={site.branches}
              maxItems={MAX_BRANCHES}
              addLabel={t('admin:siteContent.site.addBranch')}
              emptyText={t('admin:siteContent.site.noBranches')}
              newItem={emptyOffice}
              onChange={setBranches}
              itemName={branchName}
              gap={2}
              renderItem={(branch, index, update) => (
                <OfficeFields office={branch} name={branchName(index)} onChange={update} />
              )}
            />
            <FormSection title={t('admin:siteContent.site.contacts')}>
              {(['general', 'sales', 'recruiting'] as const).map((kind) => (
                <TextField
                  key={kind}
                  label={t(`admin:siteContent.site.emails.${kind}`)}
                  type="email"
                  value={site.emails[kind]}
                  onChange={(event) =>
                    setSite((current) => ({ ...current, emails: { ...current.emails, [kind]: event.target.value } }))
                  }
                  slotProps={{ htmlInput: { maxLength: 320 } }}
                />
              ))}
              <TextField
                label={t('admin:siteContent.site.whatsapp')}
                type="tel"
                value={site.whatsapp}
                onChange={(event) => setSite((current) => ({ ...current, whatsapp: event.target.value }))}
                helperText={t('admin:siteContent.site.whatsappHint')}
                slotProps={{ htmlInput: { pattern: WHATSAPP_PATTERN.slice(1, -1), maxLength: 16 } }}
              />
            </FormSection>
            <EditableItemList
              title={t('admin:siteContent.site.social')}
              items={site.social}
              maxItems={SOCIAL_NETWORKS.length}
              addLabel={t('admin:siteContent.site.addSocial')}
              emptyText={t('admin:siteContent.site.noSocial')}
              newItem={() => {
                const network = SOCIAL_NETWORKS.find((name) => !site.social.some((link) => link.network === name));
                return network && { network, url: '' };
              }}
              onChange={(social) => setSite((current) => ({ ...current, social }))}
              renderItem={(link, index, setLink, remove) => {
                const networkName = t(`admin:siteContent.networks.${link.network}`);
                return (
                  <Box
                    sx={{ display: 'flex', gap: 1, alignItems: 'flex-start', flexWrap: { xs: 'wrap', sm: 'nowrap' } }}
                  >
                    <TextField
                      select
                      label={t('admin:siteContent.site.network', { number: index + 1 })}
                      value={link.network}
                      onChange={(event) => setLink({ ...link, network: event.target.value as typeof link.network })}
                      sx={{ minWidth: 160, flex: { xs: '1 1 100%', sm: '0 0 auto' } }}
                    >
                      {SOCIAL_NETWORKS.map((network) => (
                        <MenuItem
                          key={network}
                          value={network}
                          disabled={network !== link.network && site.social.some((other) => other.network === network)}
                        >
                          {t(`admin:siteContent.networks.${network}`)}
                        </MenuItem>
                      ))}
                    </TextField>
                    <TextField
                      label={t('admin:siteContent.site.socialUrl', { network: networkName })}
                      type="url"
                      required
                      value={link.url}
                      onChange={(event) => setLink({ ...link, url: event.target.value })}
                      sx={{ flex: 1, minWidth: 0 }}
                      slotProps={{ htmlInput: { pattern: LINK_PATTERN, maxLength: LIMITS.shortText } }}
                    />
                    <IconButton
                      aria-label={`${t('admin:siteContent.remove')}: ${networkName}`}
                      onClick={remove}
                      color="error"
                      sx={{ mt: 1 }}
                    >
                      <DeleteOutline />
                    </IconButton>
                  </Box>
                );
              }}
            />
          </>
        );
      }}
    </DocumentEditor>
  );
}
