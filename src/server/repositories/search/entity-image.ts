import { sql, type Expression, type RawBuilder } from 'kysely';

/** The image column of the entity of `kind` and `id` (careers have none), read in the search's own statement. */
export const entityImage = (kind: Expression<string>, id: Expression<number>): RawBuilder<string | null> => sql`
  case ${kind}
    when 'product' then (select image from products where products.id = ${id})
    when 'category' then (select image from categories where categories.id = ${id})
    when 'article' then (select image from articles where articles.id = ${id})
  end`;
