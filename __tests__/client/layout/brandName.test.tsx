import { screen, within } from '@testing-library/react';
import { renderRoute } from '../helpers/render';
import { emulatePhoneViewport } from '../helpers/viewport';

describe("the top bar's company name on a phone", () => {
  let restoreViewport: () => void;
  beforeEach(() => {
    restoreViewport = emulatePhoneViewport();
  });
  afterEach(() => restoreViewport());

  it('wraps onto a second line instead of being cut with an ellipsis', async () => {
    renderRoute('/karir');
    const topBar = (await screen.findAllByRole('banner'))[0]!;
    const name = await within(topBar).findByText('PT Aditif Test Nusantara');

    const style = getComputedStyle(name);
    expect(style.whiteSpace).not.toBe('nowrap');
    expect(style.textOverflow).not.toBe('ellipsis');
  });
});
