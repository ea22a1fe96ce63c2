import { render, screen } from '@testing-library/react';
import { createMemoryRouter } from 'react-router';
import { AppRoot } from '@/client/app/AppRoot';
import { createRoutes } from '@/client/app/router';
import { makeStore } from '@/client/app/store';
import { QA_PANEL_SESSION_KEY, qaPanelEnabled } from '@/client/features/qa/qaPanelEnabled';
import { createI18n } from '@/client/i18n/i18n';

describe('turning the QA panel on and off', () => {
  afterEach(() => window.sessionStorage.clear());

  it('is off by default', () => {
    expect(qaPanelEnabled({ search: '', session: window.sessionStorage })).toBe(false);
    expect(qaPanelEnabled({ search: '?q=gum', session: window.sessionStorage, buildFlag: '' })).toBe(false);
  });

  it('?qa=1 turns it on for the rest of the tab, ?qa=0 turns it off again', () => {
    expect(qaPanelEnabled({ search: '?qa=1', session: window.sessionStorage })).toBe(true);
    expect(window.sessionStorage.getItem(QA_PANEL_SESSION_KEY)).toBe('1');
    expect(qaPanelEnabled({ search: '?page=2', session: window.sessionStorage })).toBe(true);
    expect(qaPanelEnabled({ search: '?qa=0', session: window.sessionStorage })).toBe(false);
    expect(qaPanelEnabled({ search: '', session: window.sessionStorage })).toBe(false);
  });

  it('a build made with QA_PANEL=1 always shows it', () => {
    expect(qaPanelEnabled({ search: '?qa=0', session: window.sessionStorage, buildFlag: '1' })).toBe(true);
  });

  it('renders no panel when off', async () => {
    // Loaded first, the panel's code would show at once with the screen, were it rendered: its absence means it is not.
    await import('@/client/features/qa/QaPanel');
    const router = createMemoryRouter(createRoutes(), { initialEntries: ['/login'] });
    render(
      <AppRoot
        initial={{ store: makeStore(), i18n: createI18n('en'), router }}
        routerAt={(path) => createMemoryRouter(createRoutes(), { initialEntries: [path] })}
      />,
    );
    expect(await screen.findByRole('button', { name: 'Login' })).toBeInTheDocument();
    expect(screen.queryByRole('complementary', { name: 'QA panel' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Export state' })).not.toBeInTheDocument();
  });
});
