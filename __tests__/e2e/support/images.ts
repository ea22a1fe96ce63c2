import sharp from 'sharp';

/** A small PNG made on the fly, in the shape `setInputFiles` takes. */
export async function pngUpload(name: string, background: string) {
  const buffer = await sharp({ create: { width: 400, height: 300, channels: 3, background } })
    .png()
    .toBuffer();
  return { name, mimeType: 'image/png', buffer };
}
