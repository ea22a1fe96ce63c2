import { MessageChannel } from 'node:worker_threads';
import type { ApiReader } from '@/common/page-render';
import { answerApiReads, readApiAcross } from '@/server/services/seo/api-over-port';

/** The two ends of a render's port, as the event loop and a render thread hold them. */
function connect(readApi: ApiReader) {
  const { port1, port2 } = new MessageChannel();
  answerApiReads(port1, readApi);
  const close = () => {
    port1.close();
    port2.close();
  };
  return { read: readApiAcross(port2), close };
}

describe('API reads of a page rendered on a render thread', () => {
  it('answers each read with what the event loop read, whatever order the answers come in', async () => {
    const { read, close } = connect(async (pathAndQuery) => {
      // The first read asked answers last.
      await new Promise((resolve) => setTimeout(resolve, pathAndQuery === '/site' ? 30 : 0));
      return { status: 200, body: { asked: pathAndQuery } };
    });
    try {
      const answers = await Promise.all([read('/site'), read('/products/7?lang=id'), read('/articles?page=2')]);
      expect(answers).toEqual([
        { status: 200, body: { asked: '/site' } },
        { status: 200, body: { asked: '/products/7?lang=id' } },
        { status: 200, body: { asked: '/articles?page=2' } },
      ]);
    } finally {
      close();
    }
  });

  it('hands an error answer over as it is and a failed read as a failure', async () => {
    const { read, close } = connect(async (pathAndQuery) => {
      if (pathAndQuery === '/broken') throw new Error('the database is busy');
      return { status: 404, body: { error: { code: 'NOT_FOUND' } } };
    });
    try {
      await expect(read('/products/999')).resolves.toEqual({ status: 404, body: { error: { code: 'NOT_FOUND' } } });
      await expect(read('/broken')).rejects.toThrow('the database is busy');
    } finally {
      close();
    }
  });
});
