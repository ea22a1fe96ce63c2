import { act, renderHook } from '@testing-library/react';
import { useImageChoice } from '@/client/components/useImageChoice';

const picture = new File(['x'], 'logo.png', { type: 'image/png' });

describe('useImageChoice', () => {
  it('when an image is needed, says so at submit until one is chosen, and then lets the form go', () => {
    const { result } = renderHook(() => useImageChoice(true));
    expect(result.current.missing).toBe(false);

    let ready = true;
    act(() => {
      ready = result.current.check();
    });
    expect(ready).toBe(false);
    expect(result.current.missing).toBe(true);

    act(() => result.current.choose(picture));
    expect(result.current.missing).toBe(false);
    expect(result.current.file).toBe(picture);
    act(() => {
      ready = result.current.check();
    });
    expect(ready).toBe(true);
  });

  it('when editing, lets the form go without a new image (the current one stays)', () => {
    const { result } = renderHook(() => useImageChoice(false));
    let ready = false;
    act(() => {
      ready = result.current.check();
    });
    expect(ready).toBe(true);
    expect(result.current.missing).toBe(false);
    expect(result.current.file).toBeNull();
  });

  it('keeps saying the image is needed when the chosen one is taken away', () => {
    const { result } = renderHook(() => useImageChoice(true));
    act(() => result.current.choose(picture));
    act(() => result.current.choose(null));
    act(() => {
      result.current.check();
    });
    expect(result.current.missing).toBe(true);
  });
});
