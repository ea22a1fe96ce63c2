import { render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { Providers } from '../../../src/client/app/providers';
import { routes } from '../../../src/client/app/router';
import { makeStore } from '../../../src/client/app/store';
import { homeContentHandler } from '../helpers/homeHandlers';
import { contentHandlers } from '../helpers/contentHandlers';
import { createMarkerI18n } from '../helpers/markerI18n';
import { server } from '../helpers/server';
it('scratch', async () => {
  server.use(homeContentHandler(), ...contentHandlers);
  render(<Providers store={makeStore()} i18n={createMarkerI18n()}><RouterProvider router={createMemoryRouter(routes, { initialEntries: ['/tentang'] })} /></Providers>);
  await screen.findAllByText(/Jl\. Contoh 1/);
  const texts: string[] = [];
  const w = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
  for (let n = w.nextNode(); n; n = w.nextNode()) if (n.textContent?.trim()) texts.push(n.textContent.trim());
  console.log(texts.length, JSON.stringify(texts.slice(0, 200)), document.title);
});
