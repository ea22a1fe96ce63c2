import { act, screen, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { Providers } from '@/client/app/providers';
import { makeStore } from '@/client/app/store';
import { Navbar } from '@/client/components/Navbar';
import { AddToEnquiryButton } from '@/client/features/catalogue/AddToEnquiryButton';
import { createI18n } from '@/client/i18n/i18n';
import { serveHomePage } from '../helpers/homeHandlers';
import { renderRoute } from '../helpers/render';
import { server } from '../helpers/server';

const product = { id: 4, name: 'Sucralose' };

function Page() {
  return (
    <Providers store={makeStore()} i18n={createI18n('en')}>
      <MemoryRouter initialEntries={['/tentang']}>
        <Navbar />
        <AddToEnquiryButton product={product} />
      </MemoryRouter>
    </Providers>
  );
}

/** Draws `element` as the server does, then hydrates that markup as the browser does, noting React's complaints. */
async function hydrateServerMarkup(element: () => ReactNode) {
  const container = document.createElement('div');
  container.innerHTML = renderToString(element());
  document.body.append(container);
  const serverMarkup = container.cloneNode(true) as HTMLElement;
  const complaints: unknown[] = [];
  // An attribute that differs is only logged; markup that differs is a recoverable error.
  const logged = jest.spyOn(console, 'error').mockImplementation((...message) => complaints.push(message.join(' ')));
  const root = await act(async () =>
    hydrateRoot(container, element(), { onRecoverableError: (error) => complaints.push(error) }),
  );
  logged.mockRestore();
  return { serverMarkup, container, complaints, unmount: () => act(() => root.unmount()) };
}

describe('controls once the code runs', () => {
  it('switches the language in place from its links, without leaving the page', async () => {
    serveHomePage(server);
    const { user, router } = renderRoute('/?utm=x');
    await screen.findByRole('main');
    const navbar = screen.getByRole('banner');
    const indonesian = within(navbar).getByRole('link', { name: 'Bahasa Indonesia', hidden: true });
    expect(indonesian).toHaveAttribute('href', '/?utm=x&lang=id');
    const before = router.state.location;

    await user.click(indonesian);

    expect(await within(navbar).findByRole('link', { name: 'Tentang Kami', hidden: true })).toBeInTheDocument();
    expect(router.state.location).toBe(before);
    expect(within(navbar).getByRole('link', { name: 'Bahasa Indonesia', hidden: true })).toHaveAttribute(
      'aria-current',
      'true',
    );
  });

  it("hydrates the server's markup without a mismatch, then shows the controls that need the code", async () => {
    const { serverMarkup, container, complaints, unmount } = await hydrateServerMarkup(() => <Page />);

    // The server's page: the menu is a link down to the footer's links, the basket's button is hidden.
    expect(within(serverMarkup).getByRole('link', { name: 'Open menu' })).toHaveAttribute('href', '#site-links');
    expect(within(serverMarkup).queryByRole('button', { name: 'Add to enquiry: Sucralose' })).toBeNull();

    expect(complaints).toEqual([]);
    const menu = within(container).getByRole('button', { name: 'Open menu' });
    expect(menu).toHaveAttribute('aria-expanded', 'false');
    expect(within(container).getByRole('button', { name: 'Add to enquiry: Sucralose' })).not.toHaveAttribute('hidden');
    await unmount();
    container.remove();
  });
});
