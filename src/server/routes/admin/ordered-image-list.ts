import type { FastifyInstance } from 'fastify';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type, type Static, type TObject, type TSchema } from '@sinclair/typebox';
import { Envelope, IdParams, MessageEnvelope } from '@/common/api/envelope';
import { FIELD_PROBLEMS } from '@/common/api/error-codes';
import type { PublicationFields } from '@/common/api/publication';
import { OrderBody } from '@/common/api/slides';
import { invalidField, missingField, notFound } from '@/server/errors';
import type { StoredImage } from '@/server/repositories/image-column';
import type { InTransaction } from '@/server/repositories/restored-row';
import type { ImageRowRemoval, ImageRowUpdate } from '@/server/repositories/image-entity';
import type { Reorder } from '@/server/repositories/ordered-rows';
import type { StoredPublication } from '@/server/repositories/publication-columns';
import { saveWithImage } from '@/server/services/images/uploads';
import { resolvePublication } from '@/server/services/publication';
import { ok, okMessage } from '../answers';
import { readImageForm } from '../forms';
import { adminErrors, adminRoute } from '../schemas';
import { imageFormRoute, uploadErrors } from '../upload-schemas';

/** What the routes need of a list's repository. */
export interface OrderedImageRepository<Item, Fields> {
  listForAdmin(): Promise<Item[]>;
  add(fields: Fields, image: StoredImage, publication: StoredPublication): Promise<Item>;
  update(
    id: number,
    fields: Fields,
    newImage: StoredImage | null,
    publication?: StoredPublication,
  ): Promise<ImageRowUpdate<{ item: Item }>>;
  publicationOf(id: number): Promise<StoredPublication | undefined>;
  remove(id: number, alsoRecord?: InTransaction): Promise<ImageRowRemoval>;
  reorder(ids: readonly number[]): Promise<Reorder>;
}

/** One back-office list of items with an image and a publication, shown in the order the admin sets. */
export interface OrderedImageList<Item extends TSchema, Fields extends TObject> {
  /** Its path under /v1/admin and its OpenAPI tag: `slides`. */
  name: string;
  /** One item, as answers and errors name it: `Slide`. */
  noun: string;
  item: Item;
  fields: Fields;
  /** The form's file field, and what a new item without it is told. */
  imageField: string;
  imageRequired: string;
  /** The form's fields besides the publication's, for the documentation. */
  formFields: string;
  repository: (app: FastifyInstance) => OrderedImageRepository<Static<Item>, Static<Fields> & PublicationFields>;
}

const PUBLICATION_FIELDS =
  'state (draft, scheduled or published), publish_at (the time a scheduled one is published), unpublish_at ' +
  "(when it goes back to draft; '' for never)";

/**
 * The routes of an ordered list with images (the carousel's slides, the partners' logos): list (drafts too), add at
 * the end (published at once unless the form says otherwise), reorder, change (keeping the image unless a new one
 * comes, and the publication unless the form names it), delete with its image files.
 */
export function orderedImageListRoutes<Item extends TSchema, Fields extends TObject>(
  list: OrderedImageList<Item, Fields>,
): FastifyPluginAsyncTypebox {
  const { name, noun, fields: fieldsSchema, imageField, formFields } = list;
  // The answers' schemas as any schema: TypeScript cannot resolve a generic schema's reply type, and what the
  // handlers answer is typed by the repository (Static<Item>) already.
  const item: TSchema = list.item;
  const plural = `${noun}s`;
  const schema = { ...adminRoute, tags: ['admin', name] };
  const listAnswer = Envelope(Type.Array(item));
  const readForm = (request: Parameters<typeof readImageForm>[0]) =>
    readImageForm<Static<Fields> & PublicationFields>(request, fieldsSchema, imageField);

  return async (app) => {
    const repository = list.repository(app);

    app.get(`/${name}`, { schema: { ...schema, response: { 200: listAnswer, ...adminErrors } } }, async () =>
      ok(`${plural} retrieved`, await repository.listForAdmin()),
    );

    app.post(
      `/${name}`,
      {
        schema: {
          ...schema,
          ...imageFormRoute,
          description:
            `Multipart form: ${formFields} (required), ${PUBLICATION_FIELDS}. The ${noun.toLowerCase()} comes ` +
            'after the others; without a state it is published at once.',
          response: { 201: Envelope(item), ...adminErrors, ...uploadErrors },
        },
      },
      async (request, reply) => {
        const { fields, file } = await readForm(request);
        if (!file) throw missingField(imageField, list.imageRequired);
        const publication = resolvePublication(fields)!;
        const added = await saveWithImage(app, file, async (image) => ({
          result: await repository.add(fields, image!, publication),
        }));
        return reply.status(201).send(ok(`${noun} created`, added));
      },
    );

    app.put(
      `/${name}/order`,
      {
        schema: {
          ...schema,
          description: `Every ${noun.toLowerCase()} id, in the new order.`,
          body: OrderBody,
          response: { 200: listAnswer, ...adminErrors },
        },
      },
      async ({ body }) => {
        const outcome = await repository.reorder(body.ids);
        if (outcome.status === 'mismatch') {
          throw invalidField(
            'ids',
            FIELD_PROBLEMS.invalid,
            `The list must name every ${noun.toLowerCase()} exactly once.`,
          );
        }
        return ok(`${plural} reordered`, await repository.listForAdmin());
      },
    );

    app.put(
      `/${name}/:id`,
      {
        schema: {
          ...schema,
          ...imageFormRoute,
          description:
            `Multipart form: ${formFields}, ${PUBLICATION_FIELDS}. Without an image the current one is kept; ` +
            'without a state or a time, the current one.',
          params: IdParams,
          response: { 200: Envelope(item), ...adminErrors, ...uploadErrors },
        },
      },
      async (request) => {
        const { fields, file } = await readForm(request);
        const current = await repository.publicationOf(request.params.id);
        if (!current) throw notFound(noun);
        const publication = resolvePublication(fields, current);
        const updated = await saveWithImage(app, file, async (image) => {
          const outcome = await repository.update(request.params.id, fields, image, publication);
          if (outcome.status === 'not-found') throw notFound(noun);
          return { result: outcome.item, replaced: outcome.replaced };
        });
        return ok(`${noun} updated`, updated);
      },
    );

    app.delete(
      `/${name}/:id`,
      { schema: { ...schema, params: IdParams, response: { 200: MessageEnvelope, ...adminErrors } } },
      async ({ params, recordDeletion }) => {
        const outcome = await repository.remove(params.id, recordDeletion);
        if (outcome.status === 'not-found') throw notFound(noun);
        return okMessage(`${noun} deleted`);
      },
    );
  };
}
