/** Pictures larger than this are refused before decoding (phones make 5 to 12 MB photos). */
export const IMAGE_MAX_FILE_BYTES = 15 * 1024 * 1024;
const JPEG_QUALITIES = [0.85, 0.7, 0.55, 0.4, 0.3];

/** Why a picture was refused; the picker words it in the reader's language. */
export type ImageProblem = 'notPicture' | 'tooLarge' | 'browserFailed' | 'tooDetailed' | 'unreadable';

export class ImageError extends Error {
  constructor(readonly problem: ImageProblem) {
    super(`Image refused: ${problem}`);
    this.name = 'ImageError';
  }
}

/**
 * Turns a picked file into a square JPEG data URL of `sizePx` that `fits` accepts: the centre of
 * the picture, scaled, compressed until it fits. Profile pictures and riders' photos both use it.
 */
export async function reduceImage(
  file: File,
  sizePx: number,
  fits: (dataUrl: string) => boolean,
): Promise<string> {
  if (!file.type.startsWith('image/')) throw new ImageError('notPicture');
  if (file.size > IMAGE_MAX_FILE_BYTES) throw new ImageError('tooLarge');
  const image = await decodeImage(file);
  const canvas = document.createElement('canvas');
  canvas.width = sizePx;
  canvas.height = sizePx;
  const context = canvas.getContext('2d');
  if (!context) throw new ImageError('browserFailed');

  const side = Math.min(image.naturalWidth, image.naturalHeight);
  const sx = (image.naturalWidth - side) / 2;
  const sy = (image.naturalHeight - side) / 2;
  // JPEG has no transparency: put transparent pictures on white rather than black.
  context.fillStyle = '#fff';
  context.fillRect(0, 0, canvas.width, canvas.height);
  context.drawImage(image, sx, sy, side, side, 0, 0, canvas.width, canvas.height);

  for (const quality of JPEG_QUALITIES) {
    const dataUrl = canvas.toDataURL('image/jpeg', quality);
    if (fits(dataUrl)) return dataUrl;
  }
  throw new ImageError('tooDetailed');
}

function decodeImage(file: File): Promise<HTMLImageElement> {
  const url = URL.createObjectURL(file);
  return new Promise<HTMLImageElement>((resolve, reject) => {
    const image = new Image();
    image.onload = () => {
      if (image.naturalWidth > 0 && image.naturalHeight > 0) resolve(image);
      else reject(new ImageError('unreadable'));
    };
    image.onerror = () => reject(new ImageError('unreadable'));
    image.src = url;
  }).finally(() => URL.revokeObjectURL(url));
}
