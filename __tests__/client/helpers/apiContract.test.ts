import { http, HttpResponse } from 'msw';
import { API_BASE_URL } from '@/client/app/config';
import { contractViolation } from './apiContract';
import { apiUrl } from './envelope';
import { takeContractViolations } from './mockAnswerCheck';
import { server } from './server';

// The check every mock answer goes through (see client-setup.ts), against the routes the server registers.
describe('contractViolation', () => {
  const notFound = { error: true, message: 'Product not found', code: 'NOT_FOUND' };

  it('accepts an answer its route declares for that status', () => {
    expect(
      contractViolation({ method: 'GET', url: `${API_BASE_URL}/products/7?lang=en`, status: 404, body: notFound }),
    ).toBeUndefined();
    expect(
      contractViolation({
        method: 'DELETE',
        url: `${API_BASE_URL}/admin/careers/3`,
        status: 200,
        body: { error: false, message: 'Career deleted' },
      }),
    ).toBeUndefined();
  });

  it('reports an answer of the wrong shape, naming the field', () => {
    const violation = contractViolation({
      method: 'GET',
      url: `${API_BASE_URL}/products/7`,
      status: 404,
      body: { error: true, code: 'NOT_FOUND' },
    });
    expect(violation).toContain('GET /v1/products/7 404 (route /v1/products/:id)');
    expect(violation).toContain("must have required property 'message'");
  });

  it('reports a property the server leaves out of its answers', () => {
    const violation = contractViolation({
      method: 'GET',
      url: `${API_BASE_URL}/products/7`,
      status: 404,
      body: { ...notFound, product: null },
    });
    expect(violation).toContain("must NOT have additional properties: 'product'");
  });

  it('reports a status the route does not declare, and a route the server does not have', () => {
    expect(
      contractViolation({ method: 'GET', url: `${API_BASE_URL}/products/7`, status: 418, body: notFound }),
    ).toMatch(/declares no JSON answer/);
    expect(
      contractViolation({ method: 'GET', url: `${API_BASE_URL}/no-such-route`, status: 404, body: notFound }),
    ).toMatch(/no such route/);
    expect(
      contractViolation({ method: 'PATCH', url: `${API_BASE_URL}/products/7`, status: 404, body: notFound }),
    ).toMatch(/no such route/);
  });

  it('prefers a route without parameters to one whose parameter would take the same segment', () => {
    const violation = contractViolation({
      method: 'PUT',
      url: `${API_BASE_URL}/admin/slides/order`,
      status: 200,
      body: { error: false },
    });
    expect(violation).toContain('(route /v1/admin/slides/order)');
  });

  it('leaves answers from outside the API alone', () => {
    expect(
      contractViolation({ method: 'GET', url: 'http://localhost/uploads/a.webp', status: 200, body: {} }),
    ).toBeUndefined();
  });
});

describe('the check of mock answers', () => {
  // client-setup.ts checks every test's mock answers this way, and fails the test on what it finds.
  it('finds a mock answer of the wrong shape, and none in the right shape', async () => {
    server.use(
      http.get(apiUrl('/products/:id'), ({ params }) =>
        params.id === '1'
          ? HttpResponse.json({ error: true, code: 'NOT_FOUND' }, { status: 404 })
          : HttpResponse.json({ error: true, message: 'Product not found', code: 'NOT_FOUND' }, { status: 404 }),
      ),
    );
    await fetch(apiUrl('/products/1'));
    await fetch(apiUrl('/products/2'));

    const violations = await takeContractViolations();
    expect(violations).toHaveLength(1);
    expect(violations[0]).toContain('GET /v1/products/1 404');
  });
});
