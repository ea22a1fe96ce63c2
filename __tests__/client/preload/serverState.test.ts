import { makeStore, type RootState } from '@/client/app/store';
import { serverStateOf } from '@/client/app/serverState';

type Queries = RootState['api']['queries'];
type Provided = RootState['api']['provided'];

/** A query answered at `at` by request `requestId`, as RTK Query stores it. */
const answered = (endpointName: string, originalArgs: unknown, at: number, requestId: string) =>
  ({
    status: 'fulfilled',
    endpointName,
    originalArgs,
    requestId,
    startedTimeStamp: at,
    fulfilledTimeStamp: at + 5,
    data: { endpointName },
  }) as unknown as NonNullable<Queries[string]>;

function stateWith(queries: Queries, provided: Provided): RootState {
  const state = makeStore().getState();
  return { ...state, api: { ...state.api, queries, provided } };
}

describe('the state a server-rendered page carries', () => {
  it('is the same text however the answers raced: keys in order, no request ids or clock', () => {
    const product = answered('getProduct', 7, 1000, 'a1');
    const related = answered('getRelatedProducts', 7, 1010, 'b2');
    const site = answered('getSite', undefined, 1020, 'c3');
    const first = stateWith(
      { 'getProduct(7)': product, 'getRelatedProducts(7)': related, 'getSite(undefined)': site },
      {
        tags: { Product: { LIST: ['getRelatedProducts(7)', 'getProduct(7)'], 7: ['getProduct(7)'] } },
        keys: {
          'getProduct(7)': [{ type: 'Product', id: 7 }],
          'getRelatedProducts(7)': [{ type: 'Product', id: 'LIST' }],
        },
      } as unknown as Provided,
    );
    const second = stateWith(
      {
        'getSite(undefined)': answered('getSite', undefined, 2000, 'x9'),
        'getRelatedProducts(7)': answered('getRelatedProducts', 7, 2003, 'y8'),
        'getProduct(7)': answered('getProduct', 7, 2001, 'z7'),
      },
      {
        tags: { Product: { 7: ['getProduct(7)'], LIST: ['getProduct(7)', 'getRelatedProducts(7)'] } },
        keys: {
          'getRelatedProducts(7)': [{ type: 'Product', id: 'LIST' }],
          'getProduct(7)': [{ type: 'Product', id: 7 }],
        },
      } as unknown as Provided,
    );

    expect(JSON.stringify(serverStateOf(first))).toBe(JSON.stringify(serverStateOf(second)));
    const { queries, provided } = serverStateOf(first).api;
    expect(Object.keys(queries)).toEqual(['getProduct(7)', 'getRelatedProducts(7)', 'getSite(undefined)']);
    expect(queries['getProduct(7)']).toMatchObject({
      requestId: 'getProduct(7)',
      data: { endpointName: 'getProduct' },
    });
    expect(provided.tags.Product).toEqual({ 7: ['getProduct(7)'], LIST: ['getProduct(7)', 'getRelatedProducts(7)'] });
  });
});
