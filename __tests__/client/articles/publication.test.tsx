import { screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { makeArticle, pngFile } from '../../fixtures/client/content';
import { recordApiRequests } from '../helpers/apiRequests';
import { contentDb, contentHandlers } from '../helpers/contentHandlers';
import { enter } from '../helpers/enter';
import { renderRoute } from '../helpers/render';
import { server } from '../helpers/server';
import { storeSession } from '../helpers/session';
import { rowWith } from '../helpers/table';
import { scheduleNewItem, schedulePastTime } from '../helpers/scheduling';
import { shownTime } from '../helpers/shownTime';

const TABLE = 'Manage Articles';
/** The company's date and time, as the back office shows a publication time. */
const PUBLISH_AT = '2030-03-05T02:30:00.000Z';
const UNPUBLISH_AT = '2030-04-01T10:00:00.000Z';
const draft = {
  ...makeArticle(1, { title: 'Sorbitol draft' }),
  state: 'draft' as const,
  publish_at: null,
  unpublish_at: null,
};
const scheduled = {
  ...makeArticle(2, { title: 'Xanthan launch' }),
  state: 'scheduled' as const,
  publish_at: PUBLISH_AT,
  unpublish_at: null,
};
const live = {
  ...makeArticle(3, { title: 'Stevia in drinks' }),
  state: 'published' as const,
  publish_at: '2024-03-05T08:00:00.000Z',
  unpublish_at: null,
};
const seasonal = {
  ...makeArticle(4, { title: 'Ramadan blends' }),
  state: 'published' as const,
  publish_at: '2024-03-05T08:00:00.000Z',
  unpublish_at: UNPUBLISH_AT,
};

beforeEach(() => {
  contentDb.reset();
  server.use(...contentHandlers);
  storeSession();
});

/** Opens 'ADD ARTICLE' and fills in what every article needs. */
async function fillNewArticle(user: UserEvent, title = 'Pectin guide') {
  await user.click(await screen.findByRole('button', { name: 'Add Article' }));
  const dialog = await screen.findByRole('dialog', { name: 'ADD ARTICLE' });
  await enter(user, within(dialog).getByRole('textbox', { name: /^Article Title/ }), title);
  await enter(user, within(dialog).getByRole('textbox', { name: /^Description/ }), 'Low and high methoxyl pectins.');
  await user.upload(within(dialog).getByLabelText('Article Image'), pngFile('pectin.png'));
  return dialog;
}

describe('publication state in the articles list', () => {
  it('shows each article’s state in words, with the time of a schedule or of the end of a publication', async () => {
    contentDb.seed({ articles: [draft, scheduled, live, seasonal] });
    renderRoute('/admin/artikel');
    await screen.findByText('Sorbitol draft');

    expect(screen.getByRole('columnheader', { name: 'Status' })).toBeInTheDocument();
    expect(within(rowWith(TABLE, 'Sorbitol draft')).getByText('Draft')).toBeInTheDocument();
    expect(
      within(rowWith(TABLE, 'Xanthan launch')).getByText(`Scheduled · ${shownTime(PUBLISH_AT)}`),
    ).toBeInTheDocument();
    expect(within(rowWith(TABLE, 'Stevia in drinks')).getByText('Published')).toBeInTheDocument();
    expect(
      within(rowWith(TABLE, 'Ramadan blends')).getByText(`Published · until ${shownTime(UNPUBLISH_AT)}`),
    ).toBeInTheDocument();
  });

  it('says the states in Indonesian', async () => {
    contentDb.seed({ articles: [draft, scheduled, live] });
    renderRoute('/admin/artikel', { language: 'id' });
    await screen.findByText('Sorbitol draft');

    expect(within(rowWith('Kelola Artikel', 'Sorbitol draft')).getByText('Draf')).toBeInTheDocument();
    expect(
      within(rowWith('Kelola Artikel', 'Xanthan launch')).getByText(`Terjadwal · ${shownTime(PUBLISH_AT, 'id')}`),
    ).toBeInTheDocument();
    expect(within(rowWith('Kelola Artikel', 'Stevia in drinks')).getByText('Terbit')).toBeInTheDocument();
  });

  it('filters by state: the server is asked for state=draft, and the filter stays in the address', async () => {
    contentDb.seed({ articles: [draft, scheduled, live] });
    const requests = recordApiRequests();
    const { user, router } = renderRoute('/admin/artikel');
    await screen.findByText('Stevia in drinks');

    await user.click(screen.getByRole('combobox', { name: 'Status' }));
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual([
      'All',
      'Draft',
      'Scheduled',
      'Published',
    ]);
    await user.click(screen.getByRole('option', { name: 'Draft' }));

    await waitFor(() => expect(screen.queryByText('Stevia in drinks')).not.toBeInTheDocument());
    expect(screen.getByText('Sorbitol draft')).toBeInTheDocument();
    expect(screen.queryByText('Xanthan launch')).not.toBeInTheDocument();
    expect(requests.filter((request) => request.startsWith('/admin/articles?'))).toContainEqual(
      expect.stringMatching(/[?&]state=draft(&|$)/),
    );
    expect(router.state.location.search).toBe('?state=draft');
    expect(screen.getByRole('combobox', { name: 'Status' })).toHaveTextContent('Draft');
  });

  it('opens filtered from the address, and says when no article is in that state', async () => {
    contentDb.seed({ articles: [draft, live] });
    const requests = recordApiRequests();
    renderRoute('/admin/artikel?state=scheduled');

    expect(await screen.findByText('No articles in this state.')).toBeInTheDocument();
    expect(requests).toContainEqual(expect.stringMatching(/^\/admin\/articles\?.*state=scheduled/));
  });
});

describe('adding an article with its publication', () => {
  it("offers 'Publish' and 'Save draft'; 'Save draft' sends state=draft and the list shows the draft", async () => {
    const { user } = renderRoute('/admin/artikel');
    await screen.findByText('No articles yet. Add the first one.');
    const dialog = await fillNewArticle(user);

    expect(within(dialog).getByRole('group', { name: 'Publication' })).toHaveTextContent('Draft');
    expect(within(dialog).getByRole('button', { name: 'Publish' })).toHaveAttribute('type', 'submit');
    await user.click(within(dialog).getByRole('button', { name: 'Save draft' }));

    expect(await screen.findByText('Article added successfully')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(within(rowWith(TABLE, 'Pectin guide')).getByText('Draft')).toBeInTheDocument();
    expect(contentDb.sentForms()).toEqual([expect.objectContaining({ title: 'Pectin guide', state: 'draft' })]);
    expect(contentDb.sentForms()[0]).not.toHaveProperty('publish_at');
  });

  it("checks 'Save draft' like 'Publish': the required fields and the image first, nothing sent meanwhile", async () => {
    const { user } = renderRoute('/admin/artikel');
    await user.click(await screen.findByRole('button', { name: 'Add Article' }));
    const dialog = await screen.findByRole('dialog', { name: 'ADD ARTICLE' });

    await user.click(within(dialog).getByRole('button', { name: 'Save draft' }));
    expect(within(dialog).getByRole('textbox', { name: /^Article Title/ })).toBeInvalid();
    await enter(user, within(dialog).getByRole('textbox', { name: /^Article Title/ }), 'Pectin guide');
    await enter(user, within(dialog).getByRole('textbox', { name: /^Description/ }), 'Pectins.');
    await user.click(within(dialog).getByRole('button', { name: 'Save draft' }));

    expect(await within(dialog).findByText('Should upload image')).toBeInTheDocument();
    expect(contentDb.writes()).toEqual([]);
  });

  it("'Publish' sends state=published", async () => {
    const { user } = renderRoute('/admin/artikel');
    const dialog = await fillNewArticle(user);
    await user.click(within(dialog).getByRole('button', { name: 'Publish' }));

    expect(await screen.findByText('Article added successfully')).toBeInTheDocument();
    expect(await within(rowWith(TABLE, 'Pectin guide')).findByText('Published')).toBeInTheDocument();
    expect(contentDb.sentForms()).toEqual([expect.objectContaining({ state: 'published' })]);
  });

  it("schedules it: the time chosen goes as an ISO time with state=scheduled, by 'Schedule'", async () => {
    const { user } = renderRoute('/admin/artikel');
    const dialog = await fillNewArticle(user);

    const publishAt = await scheduleNewItem(user, dialog, { time: '2030-01-02T09:30', sent: contentDb.writes });

    expect(await screen.findByText('Article added successfully')).toBeInTheDocument();
    expect(contentDb.sentForms()).toEqual([expect.objectContaining({ state: 'scheduled', publish_at: publishAt })]);
    expect(
      await within(rowWith(TABLE, 'Pectin guide')).findByText(`Scheduled · ${shownTime(publishAt)}`),
    ).toBeInTheDocument();
  });

  it("shows the server's refusal of a publish time that has gone by under the field, and keeps the dialog", async () => {
    const { user } = renderRoute('/admin/artikel');
    const dialog = await fillNewArticle(user);

    const publishAt = await schedulePastTime(user, dialog, 'Failed to add article');

    expect(contentDb.sentForms()).toEqual([expect.objectContaining({ state: 'scheduled', publish_at: publishAt })]);
    expect(contentDb.articles()).toEqual([]);
  });

  it('names its buttons and fields in Indonesian', async () => {
    const { user } = renderRoute('/admin/artikel', { language: 'id' });
    await user.click(await screen.findByRole('button', { name: 'Tambah Artikel' }));
    const dialog = await screen.findByRole('dialog', { name: 'TAMBAH ARTIKEL' });

    expect(within(dialog).getByRole('button', { name: 'Terbitkan' })).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Simpan draf' })).toBeInTheDocument();
    expect(within(dialog).getByLabelText('Waktu berhenti tayang (opsional)')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('checkbox', { name: 'Jadwalkan untuk nanti' }));
    expect(within(dialog).getByRole('button', { name: 'Jadwalkan' })).toBeInTheDocument();
    expect(within(dialog).getByLabelText(/^Waktu terbit/)).toBeInTheDocument();
  });
});

describe('editing an article’s publication', () => {
  it("shows a published article's state; 'Unpublish' sends state=draft and the page then says Draft", async () => {
    contentDb.seed({ articles: [seasonal] });
    const { user } = renderRoute('/admin/artikel/detail/4');
    await screen.findByRole('heading', { level: 1, name: 'Ramadan blends' });
    expect(screen.getByText(`Published · until ${shownTime(UNPUBLISH_AT)}`)).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Edit' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Article' });
    expect(within(dialog).getByRole('group', { name: 'Publication' })).toHaveTextContent(
      `Published · until ${shownTime(UNPUBLISH_AT)}`,
    );
    expect(within(dialog).queryByRole('button', { name: 'Publish' })).not.toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Unpublish' }));

    expect(await screen.findByText('Article updated successfully')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(await screen.findByText('Draft')).toBeInTheDocument();
    expect(contentDb.sentForms()).toEqual([expect.objectContaining({ state: 'draft', unpublish_at: '' })]);
    expect(contentDb.articles()[0]).toMatchObject({ state: 'draft', unpublish_at: null });
  });

  it("'Save' keeps the state: nothing about the publication is sent when it is left as it was", async () => {
    contentDb.seed({ articles: [scheduled] });
    const { user } = renderRoute('/admin/artikel/detail/2');
    await screen.findByRole('heading', { level: 1, name: 'Xanthan launch' });

    await user.click(screen.getByRole('button', { name: 'Edit' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Article' });
    expect(within(dialog).getByRole('button', { name: 'Publish' })).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));

    expect(await screen.findByText('Article updated successfully')).toBeInTheDocument();
    const [sent] = contentDb.sentForms();
    expect(sent).toMatchObject({ title: 'Xanthan launch' });
    expect(sent).not.toHaveProperty('state');
    expect(sent).not.toHaveProperty('publish_at');
    expect(sent).not.toHaveProperty('unpublish_at');
    expect(contentDb.articles()[0]).toMatchObject({ state: 'scheduled', publish_at: PUBLISH_AT });
  });

  it("publishes a draft with 'Publish'", async () => {
    contentDb.seed({ articles: [draft] });
    const { user } = renderRoute('/admin/artikel/detail/1', { language: 'id' });
    await screen.findByRole('heading', { level: 1, name: 'Sorbitol draft' });
    expect(screen.getByText('Draf')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Edit' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Artikel' });
    await user.click(within(dialog).getByRole('button', { name: 'Terbitkan' }));

    expect(await screen.findByText('Artikel berhasil diperbarui')).toBeInTheDocument();
    expect(await screen.findByText('Terbit')).toBeInTheDocument();
    expect(contentDb.sentForms()).toEqual([expect.objectContaining({ state: 'published' })]);
  });
});
