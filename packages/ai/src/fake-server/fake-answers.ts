import sharp from 'sharp';
import { moderateBuiltin } from '../moderation/builtin-moderation';

const pngCache = new Map<string, Promise<Buffer>>();

/** A plain PNG of the given size (cached: the fake must not spend its time encoding). */
export function fakePng(width: number, height: number): Promise<Buffer> {
  const key = `${width}x${height}`;
  let p = pngCache.get(key);
  if (!p) {
    p = sharp({ create: { width, height, channels: 3, background: { r: 250, g: 220, b: 160 } } })
      .png({ compressionLevel: 1 })
      .toBuffer();
    pngCache.set(key, p);
  }
  return p;
}

type ChatBody = {
  messages?: { role: string; content: unknown }[];
  response_format?: { json_schema?: { schema?: { properties?: { pages?: { minItems?: number } } } } };
};

const messageText = (body: ChatBody) =>
  (body.messages ?? [])
    .map((m) => (typeof m.content === 'string' ? m.content : JSON.stringify(m.content)))
    .join('\n');

/** A story plan shaped like the JSON schema asked for: page count from minItems or the prompt. */
export function fakeStoryPlan(body: ChatBody) {
  const text = messageText(body);
  const n =
    body.response_format?.json_schema?.schema?.properties?.pages?.minItems ??
    Number(text.match(/exactly (\d+) pages/)?.[1] ?? 4);
  const title = text.match(/<<<TITLE\n([^\n]*)\n>>>/)?.[1] ?? 'A Fake Story';
  return {
    title,
    subtitle: '',
    character: {
      name: 'Pip',
      look: 'a small round robot with a red scarf',
      palette: ['red', 'silver'],
      styleTags: ['flat colours'],
    },
    pages: Array.from({ length: n }, (_, i) => ({
      text: `Page ${i + 1} of ${title}: Pip takes one more brave step.`,
      scene: `Pip on page ${i + 1}`,
    })),
    coverScene: 'Pip waving under a big sky',
    backText: 'A fake book for tests.',
  };
}

/** The support assistant's answer: names the first HELP passage it was given, so tests can see it was used. */
export function fakeSupportAnswer(body: ChatBody) {
  const help = messageText(body).match(/HELP 1 \(([^,]+),/)?.[1];
  return help
    ? `Fake assistant: see ${help}.`
    : 'Fake assistant: I do not know; please use the contact form.';
}

export const chatCompletion = (content: string | null, refusal: string | null = null) => ({
  id: `chatcmpl-fake-${Date.now()}`,
  object: 'chat.completion',
  created: Math.floor(Date.now() / 1000),
  model: 'fake-model',
  choices: [{ index: 0, message: { role: 'assistant', content, refusal }, finish_reason: 'stop' }],
  usage: { prompt_tokens: 420, completion_tokens: 900, total_tokens: 1320 },
});

export function moderationAnswer(input: string) {
  const r = moderateBuiltin(input);
  return {
    id: 'modr-fake',
    model: 'fake-moderation',
    results: [{ flagged: !r.approved, categories: { violence: !r.approved }, category_scores: {} }],
  };
}

export const sizeFrom = (size: unknown) => {
  const m = String(size ?? '1024x1024').match(/^(\d+)x(\d+)$/);
  return m ? { width: Number(m[1]), height: Number(m[2]) } : { width: 1024, height: 1024 };
};

type ContentPart = { type?: string; image_url?: { url?: string } };
const imageUrls = (body: ChatBody) =>
  (body.messages ?? []).flatMap((m) =>
    Array.isArray(m.content)
      ? (m.content as ContentPart[]).flatMap((p) =>
          p.type === 'image_url' && p.image_url?.url ? [p.image_url.url] : [],
        )
      : [],
  );

/** True when the chat carries pictures: a vision request (the editor's consistency check). */
export const isVisionRequest = (body: ChatBody) => imageUrls(body).length > 0;

/**
 * The consistency check's verdict, decided from the pictures themselves so tests control it: the two pictures'
 * mean colours are compared (a page drawn in another colour than the reference "differs"; the same picture, even
 * re-encoded or resized, is "same").
 */
export async function fakeVisionVerdict(body: ChatBody) {
  const [a, b] = imageUrls(body);
  const mean = async (url?: string) => {
    const data = Buffer.from(String(url).replace(/^data:[^,]*,/, ''), 'base64');
    const { channels } = await sharp(data).stats();
    return channels.slice(0, 3).map((c) => Math.round(c.mean));
  };
  const [ma, mb] = await Promise.all([mean(a), mean(b)]);
  const distance = Math.max(...ma.map((v, i) => Math.abs(v - mb[i])));
  return distance > 40
    ? { same: false, reason: `Colours differ: rgb(${ma.join(',')}) vs rgb(${mb.join(',')})` }
    : { same: true, reason: 'Same colours as the reference' };
}
