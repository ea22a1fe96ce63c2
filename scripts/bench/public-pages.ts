/** The four public pages the front-end benchmarks measure, as paths on the demo content served at `origin`. */
export async function benchedPages(origin: string): Promise<Record<string, string>> {
  const data = async <T>(url: string) => ((await (await fetch(`${origin}${url}`)).json()) as { data: T }).data;
  const categories = await data<{ products: { id: number }[] }[]>('/v1/categories/products');
  const product = categories.flatMap((category) => category.products)[0]!;
  const [article] = await data<{ id: number }[]>('/v1/articles?limit=1&page=1');
  return {
    home: '/',
    'category list': '/produk_kategori',
    'product detail': `/produk_kategori/produk/detail_produk/${product.id}`,
    'article detail': `/artikel/detail_artikel/${article!.id}`,
  };
}

/** The middle value (the mean of the two middle ones for an even count). */
export function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}
