/**
 * Test helper: a social card answer decoded to its pixels, so specs can say what a card draws where
 * (a logo's colour in the tile, a photo's middle) rather than compare bytes that change with sharp.
 */
import sharp from 'sharp';
import { CARD_HEIGHT, CARD_WIDTH } from './card-svg.ts';

export interface CardPixels {
  width: number;
  height: number;
  /** The RGB of the pixel at (x, y). */
  at(x: number, y: number): number[];
}

export async function cardPixels(answer: Response): Promise<CardPixels> {
  const { data, info } = await sharp(Buffer.from(await answer.arrayBuffer()))
    .removeAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  const offset = (x: number, y: number) => (y * info.width + x) * 3;
  return {
    width: info.width,
    height: info.height,
    at: (x, y) => Array.from(data.subarray(offset(x, y), offset(x, y) + 3)),
  };
}

export const CARD_SIZE = [CARD_WIDTH, CARD_HEIGHT];
