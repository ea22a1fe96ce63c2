import { rememberTapsBeforeStart } from '@/client/app/tapsBeforeStart';

describe('a tap before the page has its code', () => {
  beforeEach(() => {
    document.body.innerHTML = `
      <main>
        <p>Sodium benzoate</p>
        <button id="add" type="button">Add to enquiry <svg><path></path></svg></button>
        <form><button id="send" type="submit">Send</button></form>
        <a id="link" href="#products">Products</a>
      </main>`;
  });

  /** The clicks `element` receives from now on (what the hydrated page's handler would see). */
  function clicksOn(selector: string): () => number {
    let count = 0;
    document.querySelector(selector)!.addEventListener('click', () => (count += 1));
    return () => count;
  }

  const tap = (selector: string) => (document.querySelector(selector) as HTMLElement).click();

  it('is made again on the same button once the code runs, even when it landed on its icon', () => {
    const tapAgain = rememberTapsBeforeStart(document);
    document.querySelector('#add path')!.dispatchEvent(new MouseEvent('click', { bubbles: true }));
    const clicks = clicksOn('#add');

    tapAgain();
    expect(clicks()).toBe(1);
  });

  it('is forgotten when the visitor tapped elsewhere after it', () => {
    const tapAgain = rememberTapsBeforeStart(document);
    tap('#add');
    tap('main p');
    const clicks = clicksOn('#add');

    tapAgain();
    expect(clicks()).toBe(0);
  });

  it('leaves submit buttons and links alone (they work without the code)', () => {
    const tapAgain = rememberTapsBeforeStart(document);
    document.querySelector('form')!.addEventListener('submit', (event) => event.preventDefault());
    tap('#send');
    const sends = clicksOn('#send');
    tap('#link');
    const follows = clicksOn('#link');

    tapAgain();
    expect(sends()).toBe(0);
    expect(follows()).toBe(0);
  });

  it('listens no more once the code runs, and skips a button the page no longer has', () => {
    const tapAgain = rememberTapsBeforeStart(document);
    tap('#add');
    document.querySelector('#add')!.remove();
    tapAgain();

    document.body.innerHTML = '<button id="late" type="button">Late</button>';
    tap('#late');
    const clicks = clicksOn('#late');
    tapAgain();
    expect(clicks()).toBe(0);
  });
});
