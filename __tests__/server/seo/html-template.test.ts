import { compileHtmlTemplate } from '@/server/services/seo/html-template';

const TAGS = {
  title: '<title>Sorbitol 70% | Sinar Aditif</title>',
  description: '<meta name="description" content="A polyol">',
  rest: '<link rel="canonical" href="https://www.sinaraditif.example/">',
};
const NOSCRIPT = '<noscript>This site needs JavaScript to run.</noscript>';
// What the page says without JavaScript, in its language, whatever the template's own words.
const NOSCRIPT_EN =
  '<noscript>This page needs JavaScript. Turn JavaScript on in your browser, then reload the page.</noscript>';
const NOSCRIPT_ID =
  '<noscript>Halaman ini memerlukan JavaScript. Aktifkan JavaScript di browser Anda, lalu muat ulang halaman.</noscript>';

// As public/index.html has it, and as the production build writes it (minified, attribute quotes dropped).
const SOURCE_TEMPLATE = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <title>Raw-material additives supplier</title>
  </head>
  <body>
    ${NOSCRIPT}
    <div id="root"></div>
  </body>
</html>`;
const BUILT_TEMPLATE =
  '<!doctype html><html lang=en><head><meta charset=utf-8><title>Raw-material additives supplier</title></head>' +
  `<body>${NOSCRIPT}<div id=root></div></body></html>`;

const BODY = '<main><h1>Sorbitol 70%</h1><p>A polyol</p></main>';

describe('compileHtmlTemplate: the body', () => {
  it.each([
    ['as written in the source', SOURCE_TEMPLATE, '<div id="root">'],
    ['minified', BUILT_TEMPLATE, '<div id=root>'],
  ])('writes a rendered body into the root element %s, without the noscript text', (_case, template, open) => {
    const html = compileHtmlTemplate(template)(TAGS, 'en', BODY);

    expect(html).toContain(`${open}${BODY}</div>`);
    expect(html).not.toContain('<noscript');
    expect(html).toContain(TAGS.rest);
  });

  it.each([
    ['as written in the source', SOURCE_TEMPLATE, '<div id="root"></div>'],
    ['minified', BUILT_TEMPLATE, '<div id=root></div>'],
  ])('leaves the root empty and keeps the noscript text when there is no body, %s', (_case, template, root) => {
    const render = compileHtmlTemplate(template);

    for (const html of [render(TAGS, 'en'), render(TAGS, 'en', '')]) {
      expect(html).toContain(root);
      expect(html).toContain(NOSCRIPT_EN);
    }
  });

  it('writes the body as it is, replacement patterns included', () => {
    const body = "<p>$& $1 $' $` $$</p>";

    expect(compileHtmlTemplate(BUILT_TEMPLATE)(TAGS, 'en', body)).toContain(`<div id=root>${body}</div>`);
  });

  it('answers each page on its own: a rendered page does not change the next one', () => {
    const render = compileHtmlTemplate(BUILT_TEMPLATE);

    render(TAGS, 'en', BODY);
    const unrendered = render(TAGS, 'id');
    expect(unrendered).toContain('<div id=root></div>');
    expect(unrendered).toContain(NOSCRIPT_ID);
    expect(unrendered).toContain('<html lang="id">');
  });

  it('accepts a template without noscript text', () => {
    const template = BUILT_TEMPLATE.replace(NOSCRIPT, '');

    expect(compileHtmlTemplate(template)(TAGS, 'en', BODY)).toContain(`<body><div id=root>${BODY}</div></body>`);
  });

  it.each([
    ['no root element', BUILT_TEMPLATE.replace('<div id=root></div>', '')],
    ['a root element that is not empty', BUILT_TEMPLATE.replace('<div id=root></div>', '<div id=root>Hi</div>')],
    ['another element id', BUILT_TEMPLATE.replace('<div id=root>', '<div id=app>')],
  ])('refuses a template with %s', (_case, template) => {
    expect(() => compileHtmlTemplate(template)).toThrow('The client index.html has no empty <div id="root">.');
  });
});
