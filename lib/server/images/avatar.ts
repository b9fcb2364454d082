// Profile pictures: decoded (never trusted by name or declared type), auto-rotated, cropped to a
// square and re-encoded as WebP, which leaves EXIF, GPS and every other piece of metadata behind.
import sharp from 'sharp';

import { IMAGE_MAX_BYTES, IMAGE_MAX_PIXELS, IMAGE_MESSAGES, imageTypeFromBytes } from '@/lib/validations/profile';

export const AVATAR_SIZE = 512;

export class ImageProblem extends Error {
  constructor(
    message: string,
    public readonly status = 400,
  ) {
    super(message);
  }
}

export async function processAvatar(input: Buffer): Promise<Buffer> {
  if (input.length === 0) throw new ImageProblem(IMAGE_MESSAGES.missing);
  if (input.length > IMAGE_MAX_BYTES) throw new ImageProblem(IMAGE_MESSAGES.size, 413);
  // Magic bytes first, so other formats (SVG, TIFF, HEIF…) never reach a decoder.
  const announced = imageTypeFromBytes(input.subarray(0, 12));
  if (!announced) throw new ImageProblem(IMAGE_MESSAGES.type);

  // Reading the header decodes no pixels; the size is checked below with its own message.
  const metadata = await sharp(input, { limitInputPixels: false })
    .metadata()
    .catch(() => {
      throw new ImageProblem(IMAGE_MESSAGES.unreadable);
    });
  if (metadata.format !== announced) throw new ImageProblem(IMAGE_MESSAGES.type);
  if (!metadata.width || !metadata.height) throw new ImageProblem(IMAGE_MESSAGES.unreadable);
  if (metadata.width * metadata.height > IMAGE_MAX_PIXELS) throw new ImageProblem(IMAGE_MESSAGES.pixels);

  try {
    return await sharp(input, { limitInputPixels: IMAGE_MAX_PIXELS, failOn: 'error' })
      .rotate()
      .resize(AVATAR_SIZE, AVATAR_SIZE, { fit: 'cover', position: 'attention' })
      .webp({ quality: 82 })
      .toBuffer();
  } catch {
    throw new ImageProblem(IMAGE_MESSAGES.unreadable);
  }
}
