import type { LightMyRequestResponse } from 'fastify';
import { parseFields, strictAjv } from '@/server/validation';
import {
  BODYLESS_WRITES,
  errorEnvelope,
  fixtureUrl,
  isSignedIn,
  openApiOperations,
  routeName,
  routeTable,
  seedFixture,
  sendRawJson,
  sendWrite,
  textFields,
  tooLongFor,
  withoutEffect,
  writeContext,
  writeName,
  WRITE_ROUTES,
  type Fixture,
  type WriteBody,
  type WriteRoute,
} from '../helpers/attacks';
import { bearer, createTestApp, testDatabases, type TestApp } from '../helpers/test-app';

/** Rate limits are the subject of rate-limits.test.ts; here they must not cut the attacks short. */
const NO_RATE_LIMITS = {
  RATE_LIMIT_LOGIN_PER_MINUTE: '100000',
  RATE_LIMIT_WRITES_PER_MINUTE: '100000',
  RATE_LIMIT_PASSWORD_RESET_PER_MINUTE: '100000',
  RATE_LIMIT_ENQUIRIES_PER_HOUR: '100000',
};

const ONE_MEGABYTE = 'x'.repeat(1024 * 1024);

const JSON_WRITES = WRITE_ROUTES.filter((write) => !write.form);
const FORM_WRITES = WRITE_ROUTES.filter((write) => write.form);

/** Every text field of every JSON write, and every field of every form (all of them text on the wire). */
const FIELDS: [string, WriteRoute, string][] = WRITE_ROUTES.flatMap((write) =>
  (write.form ? Object.keys(write.schema.properties) : textFields(write.schema)).map(
    (field): [string, WriteRoute, string] => [`${writeName(write)} ${field}`, write, field],
  ),
);
const JSON_TEXT_FIELDS = FIELDS.filter(([, write]) => !write.form);
/** Every field of every write (JSON or form) that takes any text, as opposed to a choice among a few values. */
const FREE_TEXT_FIELDS = FIELDS.filter(
  ([, write, field]) => (write.schema.properties[field] as { type?: string }).type === 'string',
);

const WRONG_TYPES: [string, unknown][] = [
  ['an object', {}],
  ['an array', []],
  ['a boolean', true],
  ['a number', 123456],
  ['null', null],
];

function nested(depth: number): unknown {
  let value: unknown = { leaf: 'x' };
  for (let level = 1; level < depth; level += 1) value = { a: value };
  return value;
}

/** A JSON body with `key` first, as an attacker writes it (an object literal cannot carry an own `__proto__`). */
const rawJsonWith = (key: string, value: unknown, body: WriteBody) =>
  `{${JSON.stringify(key)}:${JSON.stringify(value)},${JSON.stringify(body).slice(1)}`;

const statusAndField = (response: LightMyRequestResponse, field: string) => ({
  status: response.statusCode,
  field: response.json<{ fields?: Record<string, string> }>().fields?.[field] !== undefined,
});

describe.each(testDatabases())('hostile input (%s)', (kind) => {
  let t: TestApp;
  /** The routes of the API (under /v1), whose answers are all JSON envelopes. */
  const apiRoutes = () => routeTable(t.app).filter((route) => route.url.startsWith('/v1/'));
  let token: string;
  let fixture: Fixture;

  beforeAll(async () => {
    t = await createTestApp(kind, NO_RATE_LIMITS);
    token = await t.login();
    fixture = await seedFixture(t);
    const coloursId = await t.app.repos.categories.create({ name: 'Colours', description: 'Natural.', image: null });
    await t.app.repos.products.create({ category_id: coloursId, name: 'Carmine', description: 'Red.', image: null });
    for (const name of ['100% Stevia', 'Guar_Gum', "Maple syrup 'grade A'"]) {
      await t.app.repos.products.create({ category_id: fixture.categoryId, name, description: '', image: null });
    }
  });

  afterAll(async () => {
    await t.close();
  });

  const tokenFor = (url: string) => (isSignedIn(url) ? token : undefined);
  const bodyOf = (write: WriteRoute) => write.body(writeContext(t, fixture));
  const send = (write: WriteRoute, body: Record<string, unknown>) =>
    sendWrite(t, write, fixture, body, { token: tokenFor(write.url) });

  describe('the table of writes', () => {
    it('holds every JSON write of the OpenAPI document, with the same fields', () => {
      const documented = openApiOperations(t.app)
        .filter((operation) => operation.jsonBody)
        .map((operation) => `${operation.method} ${operation.url}: ${[...operation.jsonBody!].sort().join(', ')}`);
      const listed = JSON_WRITES.map(
        (write) => `${writeName(write)}: ${Object.keys(write.schema.properties).sort().join(', ')}`,
      );

      expect(listed.sort()).toEqual(documented.sort());
    });

    it('holds every other POST, PUT and PATCH route of the app as a multipart form, or as one without a body', () => {
      const notForms = new Set([...JSON_WRITES.map(writeName), ...BODYLESS_WRITES.map(routeName)]);
      // The API's writes: a page's own form posts (routes/form-posts.ts) answer pages, tested in forms/.
      const others = apiRoutes()
        .filter((route) => ['POST', 'PUT', 'PATCH'].includes(route.method) && !notForms.has(routeName(route)))
        .map(routeName);

      expect(others.length).toBeGreaterThan(0);
      expect(FORM_WRITES.map(writeName).sort()).toEqual(others.sort());
    });

    it.each(WRITE_ROUTES.map((write) => [writeName(write), write] as const))(
      'gives %s a body its schema accepts, so each refusal below is the attack alone',
      (_name, write) => {
        const body = bodyOf(write);
        if (write.form) {
          const fields = Object.fromEntries(Object.entries(body).map(([name, value]) => [name, String(value)]));
          expect(() => parseFields(write.schema, fields)).not.toThrow();
        } else {
          expect(strictAjv.validate(write.schema, structuredClone(body))).toBe(true);
        }
      },
    );
  });

  describe('bodies', () => {
    it.each(WRITE_ROUTES.map((write) => [writeName(write), write] as const))(
      '%s: an unknown field answers 400 naming it, and nothing changes',
      async (_name, write) => {
        const response = await withoutEffect(t, () => send(write, { ...bodyOf(write), is_admin: 'true' }));

        expect(response.statusCode).toBe(400);
        expect(response.json()).toMatchObject({
          ...errorEnvelope('VALIDATION'),
          fields: { is_admin: expect.any(String) },
        });
      },
    );

    it.each(JSON_WRITES.map((write) => [writeName(write), write] as const))(
      '%s: __proto__ and constructor.prototype keys answer 400, pollute nothing and change nothing',
      async (_name, write) => {
        const poisoned = [
          rawJsonWith('__proto__', { polluted: 'yes' }, bodyOf(write)),
          rawJsonWith('constructor', { prototype: { polluted: 'yes' } }, bodyOf(write)),
        ];

        for (const raw of poisoned) {
          const response = await withoutEffect(t, () => sendRawJson(t, write, fixture, raw, tokenFor(write.url)));
          expect([raw, response.statusCode]).toEqual([raw, 400]);
          expect(response.json()).toMatchObject(errorEnvelope());
        }
        expect(({} as Record<string, unknown>).polluted).toBeUndefined();
      },
    );

    it.each(FORM_WRITES.map((write) => [writeName(write), write] as const))(
      '%s: form fields named __proto__ and constructor answer 400 and change nothing',
      async (_name, write) => {
        for (const key of ['__proto__', 'constructor']) {
          const response = await withoutEffect(t, () => send(write, { [key]: 'polluted', ...bodyOf(write) }));
          expect([key, response.statusCode]).toEqual([key, 400]);
          expect(response.json()).toMatchObject(errorEnvelope());
        }
        expect(({} as Record<string, unknown>).polluted).toBeUndefined();
      },
    );

    it.each(JSON_WRITES.map((write) => [writeName(write), write] as const))(
      '%s: a JSON body nested 50 levels deep (and as deep as the size limit allows) answers 400 or 413, never 500',
      async (_name, write) => {
        const deepest = `${'['.repeat(400_000)}1${']'.repeat(400_000)}`;

        const fifty = await withoutEffect(t, () => send(write, nested(50) as Record<string, unknown>));
        const huge = await withoutEffect(t, () => sendRawJson(t, write, fixture, deepest, tokenFor(write.url)));

        expect([400, 413]).toContain(fifty.statusCode);
        expect([400, 413]).toContain(huge.statusCode);
        expect(fifty.json()).toMatchObject(errorEnvelope());
        expect(huge.json()).toMatchObject(errorEnvelope());
      },
    );

    it.each(JSON_TEXT_FIELDS)(
      '%s sent as an object, an array, a boolean, a number or null: 400 naming it',
      async (_name, write, field) => {
        for (const [label, value] of WRONG_TYPES) {
          const response = await withoutEffect(t, () => send(write, { ...bodyOf(write), [field]: value }));
          expect([label, statusAndField(response, field)]).toEqual([label, { status: 400, field: true }]);
        }
      },
    );

    it.each(FIELDS)(
      '%s: over its length limit answers 400 naming it; 1 MB answers 400 or 413; never 500, nothing stored',
      async (_name, write, field) => {
        const tooLong = tooLongFor(write.schema, field);

        const long = await withoutEffect(t, () => send(write, { ...bodyOf(write), [field]: tooLong }));
        const huge = await withoutEffect(t, () => send(write, { ...bodyOf(write), [field]: ONE_MEGABYTE }));

        expect(statusAndField(long, field)).toEqual({ status: 400, field: true });
        expect(huge.json()).toMatchObject(errorEnvelope());
        if (huge.statusCode === 400) expect(huge.json().fields).toHaveProperty(field);
        else expect(huge.statusCode).toBe(413);
      },
    );
  });

  describe('query strings and ids', () => {
    const SEARCHES = ["' OR 1=1--", '%', '_', '%%', "'; DROP TABLE products;--", '\\', '" OR ""="'];

    const contains = (name: string, term: string) => name.toLowerCase().includes(term.toLowerCase());

    it.each(SEARCHES)(
      'takes the search %j as plain text in both catalogue searches, never as SQL or a pattern',
      async (term) => {
        const everyCategory = await t.app.inject({ method: 'GET', url: '/v1/categories/products' });
        const everyProduct = await t.app.inject({ method: 'GET', url: `/v1/products/category/${fixture.categoryId}` });
        const search = `?search=${encodeURIComponent(term)}`;

        const categories = await withoutEffect(t, () =>
          t.app.inject({ method: 'GET', url: `/v1/categories/products${search}` }),
        );
        const products = await withoutEffect(t, () =>
          t.app.inject({ method: 'GET', url: `/v1/products/category/${fixture.categoryId}${search}` }),
        );

        expect([categories.statusCode, products.statusCode]).toEqual([200, 200]);
        type Listed = { category_name: string; products: { name: string }[] };
        const found = categories.json<{ data: Listed[] }>().data;
        const foundProducts = products.json<{ data: { products: { name: string }[] } }>().data.products;
        expect(found.length).toBeLessThan(everyCategory.json<{ data: Listed[] }>().data.length);
        expect(foundProducts.length).toBeLessThan(everyProduct.json().data.products.length);
        for (const category of found) {
          const matches =
            contains(category.category_name, term) || category.products.some((p) => contains(p.name, term));
          expect([category.category_name, matches]).toEqual([category.category_name, true]);
        }
        for (const product of foundProducts)
          expect([product.name, contains(product.name, term)]).toEqual([product.name, true]);
      },
    );

    it('finds the one product whose name holds a literal %', async () => {
      const response = await t.app.inject({
        method: 'GET',
        url: `/v1/products/category/${fixture.categoryId}?search=%25`,
      });

      expect(response.json().data.products.map((product: { name: string }) => product.name)).toEqual(['100% Stevia']);
    });

    const SORTS = ['name', 'id; DROP TABLE products', 'alphabetical, id', 'ALPHABETICAL', 'name_asc%27--'];

    it.each(SORTS)('answers 400 naming sort for the sort %j outside the allowlist', async (sort) => {
      for (const url of ['/v1/categories/products', `/v1/products/category/${fixture.categoryId}`]) {
        const response = await t.app.inject({ method: 'GET', url: `${url}?sort=${encodeURIComponent(sort)}` });
        expect([url, statusAndField(response, 'sort')]).toEqual([url, { status: 400, field: true }]);
      }
    });

    it('answers 400 for two sort values at once', async () => {
      const response = await t.app.inject({ method: 'GET', url: '/v1/categories/products?sort=alphabetical&sort=id' });

      expect(statusAndField(response, 'sort')).toEqual({ status: 400, field: true });
    });

    const IDS: [string, string][] = [
      ["1' OR 1=1--", encodeURIComponent("1' OR 1=1--")],
      ['1 OR 1=1', encodeURIComponent('1 OR 1=1')],
      ['1; DROP TABLE users', encodeURIComponent('1; DROP TABLE users')],
      ['% (encoded)', '%25'],
      ['% (a bare, undecodable %)', '%'],
      ['1%', '1%25'],
      ['0', '0'],
      ['-1', '-1'],
      ['1.5', '1.5'],
      ['99999999999', '99999999999'],
      ['abc', 'abc'],
    ];

    it.each(IDS)(
      'answers 400 in the JSON envelope on every route with an id for the id %s, and changes nothing',
      async (_label, id) => {
        const withId = apiRoutes().filter((route) => route.url.endsWith('/:id'));
        expect(withId.map(routeName)).toContain('DELETE /v1/admin/careers/:id');

        const answers = await withoutEffect(t, async () => {
          const results: string[] = [];
          for (const route of withId) {
            const url = route.url.replace(':id', id);
            const write = WRITE_ROUTES.find((candidate) => routeName(candidate) === routeName(route));
            const token = tokenFor(route.url);
            const response = write
              ? await sendWrite(t, { ...write, url }, fixture, bodyOf(write), { token })
              : await t.app.inject({ method: route.method as 'GET', url, headers: token ? bearer(token) : {} });
            const envelope = route.method === 'HEAD' || response.json<{ error?: unknown }>().error === true;
            results.push(
              `${routeName(route)} -> ${response.statusCode}${envelope ? '' : ' outside the error envelope'}`,
            );
          }
          return results;
        });

        expect(answers).toEqual(withId.map((route) => `${routeName(route)} -> 400`));
      },
    );

    const PAGING: [string, string, string][] = [
      ['limit=1000000', 'limit=1000000', 'limit'],
      ['page=-1', 'page=-1', 'page'],
      ['page=0', 'page=0', 'page'],
      ['limit=0', 'limit=0', 'limit'],
      ['limit=-5', 'limit=-5', 'limit'],
      ['page=abc', 'page=abc', 'page'],
      ['limit=2.5', 'limit=2.5', 'limit'],
      ['page=99999999999', 'page=99999999999', 'page'],
      ['an unknown parameter', 'page=1&order=id', 'order'],
    ];

    it.each(PAGING)('answers 400 naming the parameter for %s on every paged list', async (_label, query, parameter) => {
      const paged = openApiOperations(t.app).filter(
        (operation) => operation.query.includes('page') && operation.query.includes('limit'),
      );
      expect(paged.map((operation) => `${operation.method} ${operation.url}`)).toEqual(
        expect.arrayContaining(['GET /v1/articles', 'GET /v1/admin/careers', 'GET /v1/admin/galleries']),
      );

      for (const { method, url } of paged) {
        const token = tokenFor(url);
        const response = await t.app.inject({
          method: method as 'GET',
          url: `${fixtureUrl(url, fixture)}?${query}`,
          headers: token ? bearer(token) : {},
        });
        expect([url, statusAndField(response, parameter)]).toEqual([url, { status: 400, field: true }]);
      }
    });
  });

  describe('NUL characters (U+0000, which PostgreSQL cannot store in text)', () => {
    const refusedAsInvalidCharacter = (response: LightMyRequestResponse, field: string) => {
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({
        ...errorEnvelope('VALIDATION'),
        fields: { [field]: 'invalid_character' },
      });
    };

    it.each(FREE_TEXT_FIELDS)(
      '%s holding U+0000 answers 400 invalid_character and stores nothing',
      async (_name, write, field) => {
        const body = bodyOf(write);
        const response = await withoutEffect(t, () =>
          send(write, { ...body, [field]: `${String(body[field] ?? '')}a\u0000b` }),
        );

        refusedAsInvalidCharacter(response, field);
      },
    );

    it.each(['/v1/categories/products', '/v1/products/category/:id'])(
      'answers 400 invalid_character for a search holding U+0000 on %s',
      async (url) => {
        const response = await withoutEffect(t, () =>
          t.app.inject({ method: 'GET', url: `${fixtureUrl(url, fixture)}?search=a%00b` }),
        );

        refusedAsInvalidCharacter(response, 'search');
      },
    );
  });
});
