import { Type, type Static } from '@sinclair/typebox';

/** A processed image as the browser uses it: `<img src width height srcset>`. */
export const ImageSet = Type.Object({
  src: Type.String(),
  srcset: Type.String(),
  width: Type.Integer(),
  height: Type.Integer(),
});
export type ImageSet = Static<typeof ImageSet>;
