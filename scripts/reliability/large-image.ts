import crypto from 'node:crypto';
import fs from 'node:fs';
import sharp from 'sharp';

const MIN_BYTES = 7.5 * 1024 * 1024;
const MAX_BYTES = 9.5 * 1024 * 1024; // the upload limit is 10 MB

/**
 * A 12-megapixel JPEG (a phone photo's size) of about 8 MB, written once to `file`. Random pixels keep it
 * that large; they are also the slowest content for the WebP encoder, so the figures err on the heavy side.
 */
export async function largeJpeg(file: string): Promise<Buffer> {
  if (fs.existsSync(file)) return fs.readFileSync(file);
  const width = 4000;
  const height = 3000;
  const pixels = crypto.randomBytes(width * height * 3);
  for (const quality of [84, 80, 88, 76, 92]) {
    const jpeg = await sharp(pixels, { raw: { width, height, channels: 3 } })
      .jpeg({ quality })
      .toBuffer();
    if (jpeg.length >= MIN_BYTES && jpeg.length <= MAX_BYTES) {
      fs.writeFileSync(file, jpeg);
      return jpeg;
    }
  }
  throw new Error('Could not make a JPEG of about 8 MB');
}

/** A multipart/form-data body with text fields and one file. */
export function multipartBody(
  fields: Record<string, string | number>,
  file: { field: string; filename: string; contentType: string; data: Buffer },
): { body: Buffer; contentType: string } {
  const boundary = `----reliability-${crypto.randomBytes(8).toString('hex')}`;
  const parts: Buffer[] = [];
  for (const [name, value] of Object.entries(fields)) {
    parts.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`));
  }
  parts.push(
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="${file.field}"; filename="${file.filename}"\r\n` +
        `Content-Type: ${file.contentType}\r\n\r\n`,
    ),
    file.data,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  );
  return { body: Buffer.concat(parts), contentType: `multipart/form-data; boundary=${boundary}` };
}
