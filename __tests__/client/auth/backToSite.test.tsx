import { screen } from '@testing-library/react';
import { currentPath, renderRoute } from '../helpers/render';

describe('the sign-in page leads back to the public site', () => {
  it.each([
    ['en', 'Sign in', 'Back to the website'],
    ['id', 'Masuk', 'Kembali ke situs web'],
  ] as const)('in %s', async (language, heading, linkName) => {
    const { user, router } = renderRoute('/login', { language });
    await screen.findByRole('heading', { name: heading });

    const home = screen.getByRole('link', { name: linkName });
    expect(home).toHaveAttribute('href', '/');
    await user.click(home);
    expect(currentPath(router)).toBe('/');
  });
});
