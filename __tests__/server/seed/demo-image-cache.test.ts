import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { createImageService, imageFileNames } from '@/server/services/images';
import { solidImage } from '../helpers/catalogue';

/** A directory of its own for each test, removed afterwards. */
let root: string;
beforeEach(() => {
  root = fs.mkdtempSync(path.join(os.tmpdir(), 'demo-image-cache-'));
});
afterEach(() => fs.rmSync(root, { recursive: true, force: true }));

const installation = (name: string) => {
  const uploadsDir = path.join(root, name, 'uploads');
  return { uploadsDir, images: createImageService(uploadsDir) };
};
const cacheDir = () => path.join(root, 'cache');
const filesOf = (dir: string) => (fs.existsSync(dir) ? fs.readdirSync(dir).sort() : []);

describe('pictures that recur from one installation to the next', () => {
  it('are encoded once: a second installation gets the cached variants under its own name', async () => {
    const picture = await solidImage('png', 1100, 500);
    const first = installation('first');
    const stored = await first.images.processReusing(picture, cacheDir());

    expect(stored.widths).toEqual([320, 640, 1024, 1100]);
    expect(filesOf(first.uploadsDir)).toEqual(imageFileNames(stored).sort());
    const cached = filesOf(cacheDir());
    expect(cached.filter((name) => name.endsWith('.webp'))).toHaveLength(4);
    expect(cached.filter((name) => name.endsWith('.json'))).toHaveLength(1);

    // Marks a cached variant, so what the second installation gets shows where it came from.
    const marked = cached.find((name) => name.endsWith('-320.webp'))!;
    const marker = await solidImage('webp', 320, 145, { r: 1, g: 2, b: 3 });
    fs.writeFileSync(path.join(cacheDir(), marked), marker);

    const second = installation('second');
    const reused = await second.images.processReusing(picture, cacheDir());

    expect(reused).toEqual({ ...stored, key: expect.any(String) });
    expect(reused.key).not.toBe(stored.key);
    expect(filesOf(second.uploadsDir)).toEqual(imageFileNames(reused).sort());
    expect(fs.readFileSync(path.join(second.uploadsDir, `${reused.key}-320.webp`))).toEqual(marker);
    const largest = await sharp(path.join(second.uploadsDir, `${reused.key}-1100.webp`)).metadata();
    expect([largest.format, largest.width, largest.height]).toEqual(['webp', 1100, 500]);
  });

  it('keep one entry per picture', async () => {
    const { images } = installation('one');
    await images.processReusing(await solidImage('png', 300, 200, { r: 10, g: 20, b: 30 }), cacheDir());
    await images.processReusing(await solidImage('png', 300, 200, { r: 200, g: 20, b: 30 }), cacheDir());

    expect(filesOf(cacheDir()).filter((name) => name.endsWith('.json'))).toHaveLength(2);
    expect(filesOf(path.join(root, 'one', 'uploads'))).toHaveLength(2);
  });

  it('are encoded again when a cached variant has gone, leaving no partial copy behind', async () => {
    const picture = await solidImage('png', 700, 300);
    await installation('first').images.processReusing(picture, cacheDir());
    const variant = filesOf(cacheDir()).find((name) => name.endsWith('-640.webp'))!;
    fs.rmSync(path.join(cacheDir(), variant));

    const second = installation('second');
    const stored = await second.images.processReusing(picture, cacheDir());

    expect(filesOf(second.uploadsDir)).toEqual(imageFileNames(stored).sort());
    expect(filesOf(cacheDir())).toContain(variant);
  });

  it('are still processed when the cache cannot be written', async () => {
    const blocked = path.join(root, 'a-file');
    fs.writeFileSync(blocked, 'not a directory');
    const { uploadsDir, images } = installation('one');

    const stored = await images.processReusing(await solidImage('png', 200, 100), path.join(blocked, 'cache'));

    expect(stored.widths).toEqual([200]);
    expect(filesOf(uploadsDir)).toEqual(imageFileNames(stored));
  });

  it('are refused like any upload when they are not a picture, leaving nothing behind', async () => {
    const { uploadsDir, images } = installation('one');

    await expect(images.processReusing(Buffer.from('not an image'), cacheDir())).rejects.toMatchObject({
      statusCode: 415,
    });
    expect(filesOf(uploadsDir)).toEqual([]);
    expect(filesOf(cacheDir())).toEqual([]);
  });
});
