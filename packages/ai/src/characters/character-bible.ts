import { loadPictures } from '../builtin/pictures-contract';
import type { BookRequest, CharacterBible, ImageRequest } from '../types';

/** What a person writes on /create-character (spec: create-character-bible). */
export type CharacterInput = {
  name: string;
  description: string;
  appearance?: string;
  personality?: string;
  style?: string;
};

/** Spec: default appearance and personality are filled in when left empty. */
export const DEFAULT_APPEARANCE = {
  en: 'A friendly face with a warm smile, bright expressive eyes and simple, colourful clothes',
  fr: 'Un visage amical au sourire chaleureux, de grands yeux expressifs et des vêtements simples et colorés',
} as const;
export const DEFAULT_PERSONALITY = {
  en: 'Kind, curious and brave; loves to help friends',
  fr: 'Gentil, curieux et courageux ; aime aider ses amis',
} as const;

/** Square portrait size of a character picture (sharp enough for a cover-sized crop). */
export const CHARACTER_IMAGE_SIZE = { width: 1024, height: 1024 } as const;

const STYLE_TAGS: Record<string, string[]> = {
  cartoon: ['cartoon', 'bold outlines', 'bright colours'],
  anime: ['anime style', 'big expressive eyes', 'clean cel shading'],
  watercolor: ['soft watercolour', 'gentle textures'],
  realistic: ['realistic', 'natural light'],
  pixel: ['pixel art', 'retro game look'],
  storybook: ['children’s picture book', 'soft flat colours'],
};

/**
 * The character bible: the builtin designer chooses the figure, colours and accessory from the words
 * (same words and seed → same figure), and the prompt prefix says the same for image models, so a
 * book drawn by any engine shows this character.
 */
export async function designCharacterBible(input: CharacterInput, seed: number): Promise<CharacterBible> {
  const pictures = await loadPictures();
  const request: BookRequest = {
    title: input.name,
    author: 'Bookloom',
    type: 'story-book',
    description: input.description,
    pages: 4,
    language: 'en',
    trim: '8x8',
    bleed: false,
    quality: 'standard',
    character: { name: input.name, description: input.description, appearance: input.appearance },
  };
  const designed = pictures?.designCharacter?.(request, seed);
  const style = input.style?.trim().toLowerCase() ?? '';
  const styleTags = [
    ...new Set([
      ...(STYLE_TAGS[style] ?? (style ? [input.style!.trim()] : [])),
      ...(designed?.styleTags ?? ['children’s picture book', 'soft flat colours']),
    ]),
  ].slice(0, 6);
  const look = designed?.look ?? input.appearance ?? input.description;
  const palette = designed?.palette ?? ['#e8514a', '#ffc83d'];
  const prefix = [
    `${input.name}: ${look}`,
    input.appearance ? `appearance: ${input.appearance}` : '',
    `colours ${palette.join(', ')}`,
    `personality: ${input.personality ?? DEFAULT_PERSONALITY.en}`,
  ]
    .filter(Boolean)
    .join('; ');
  return {
    name: input.name,
    look,
    palette,
    styleTags,
    promptPrefix: `${prefix.slice(0, 1500)}.`,
    ...(designed?.figure ? { figure: designed.figure } : {}),
  };
}

/** The picture request for a character portrait (spec: render-character's pose and setting). */
export function characterPortraitRequest(
  bible: CharacterBible,
  opts: { pose?: string; setting?: string; lineArt?: boolean; seed?: number; reference?: Uint8Array } = {},
): ImageRequest {
  const pose = opts.pose?.trim() || 'standing and smiling, full body, facing the viewer';
  const setting = opts.setting?.trim() || 'a plain soft background';
  const style = opts.lineArt
    ? 'Clean black line art on pure white for a colouring book.'
    : `Illustration style: ${bible.styleTags.join(', ')}.`;
  return {
    prompt: `Character sheet portrait. ${bible.promptPrefix} Pose: ${pose}. Setting: ${setting}. ${style} No words, letters or numbers in the picture.`,
    ...CHARACTER_IMAGE_SIZE,
    lineArt: opts.lineArt,
    page: {
      text: '',
      scene: `${bible.name} ${pose} in ${setting}`,
      layout: opts.lineArt ? 'coloring' : 'image-full',
      hints: { kind: 'story', beat: 'opening', mood: 'day' },
    },
    character: bible,
    bookType: 'story-book',
    seed: opts.seed ?? 1,
    ...(opts.reference ? { referenceImage: opts.reference } : {}),
  };
}
