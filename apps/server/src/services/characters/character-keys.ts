import { createHash } from 'node:crypto';
import { COSTS } from '@bookloom/core';

export const RENDER_CHARACTER_JOB = 'character.render';
export const SEED_GALLERY_CHARACTERS_JOB = 'characters.seed-gallery';

/** Spec §9: a basic character (and each new picture of one) costs 10 credits. */
export const CHARACTER_CREDITS = COSTS.character;

export const characterPrefix = (id: string) => `characters/${id}/`;
export const characterImageKey = (id: string, imageId: string) => `characters/${id}/${imageId}.png`;
export const characterThumbKey = (id: string, imageId: string) => `characters/${id}/${imageId}-thumb.png`;
export const characterReferenceKey = (id: string) => `characters/${id}/reference.png`;

/** A stable UUID from text: the same Idempotency-Key (per user) names the same character. */
export function uuidFrom(text: string): string {
  const h = createHash('sha256').update(text).digest('hex');
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-5${h.slice(13, 16)}-a${h.slice(17, 20)}-${h.slice(20, 32)}`;
}

/** The bible as stored on the row: the AI bible plus where its reference picture lives. */
export type StoredBible = {
  name: string;
  look: string;
  palette: string[];
  styleTags: string[];
  promptPrefix: string;
  figure?: Record<string, string | number>;
  referenceKey?: string;
};
