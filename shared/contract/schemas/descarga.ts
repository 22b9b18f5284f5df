import * as z from 'zod/mini';
import '../../zod-locale.ts';

/**
 * Every document or photo link of the portal is asked for when clicked: the answer is a presigned GET
 * of a few minutes, so a page left open never shows a dead link (the links in a read expire).
 */
export const descargaResponseSchema = z.object({ url: z.string() });
