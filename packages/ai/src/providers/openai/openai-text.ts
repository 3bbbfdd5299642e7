import { APICallError, generateObject, NoObjectGeneratedError } from 'ai';
import { loadPictures } from '../../builtin/pictures-contract';
import { planBuiltinStory, requestSeed } from '../../builtin/text';
import { AiError, type BookRequest, type PagePlan, type StoryPlan, type TextProvider } from '../../types';
import { textCost } from '../pricing';
import { type OpenAiTextOptions, openAiClient } from './openai-client';
import { type LlmPlan, llmPlanSchema, SYSTEM_PROMPT, storyPrompt } from './story-prompt';

export type { OpenAiTextOptions } from './openai-client';

/**
 * Story planning with any OpenAI-compatible chat completions endpoint (OpenAI, Ollama, LM Studio,
 * vLLM) through the Vercel AI SDK's generateObject. Our fetch does timeouts/retries/typed errors.
 */
export function createOpenAiTextProvider(o: OpenAiTextOptions): TextProvider {
  const label = `openai text (${o.model})`;
  const openai = openAiClient(o, label);
  return {
    name: 'openai',
    async planStory(req, signal) {
      const started = performance.now();
      // Puzzles must be solvable: the builtin planner generates and checks them; no model does.
      if (req.type === 'activity-books') {
        const plan = await planBuiltinStory(req);
        return {
          plan,
          usage: {
            provider: 'builtin',
            model: 'puzzle-planner',
            costUsd: 0,
            ms: performance.now() - started,
          },
        };
      }
      let result: Awaited<ReturnType<typeof generateObject<ReturnType<typeof llmPlanSchema>>>>;
      try {
        result = await generateObject({
          model: openai.chat(o.model),
          schema: llmPlanSchema(req.pages),
          system: SYSTEM_PROMPT,
          prompt: storyPrompt(req),
          maxRetries: 0,
          abortSignal: signal,
        });
      } catch (e) {
        throw toAiError(e, label);
      }
      const { inputTokens, outputTokens } = result.usage;
      const usage = {
        provider: 'openai',
        model: o.model,
        inputTokens,
        outputTokens,
        costUsd: textCost(o.model, inputTokens, outputTokens),
        ms: performance.now() - started,
      };
      // With the builtin picture engine drawing, it needs its own figure for the hero.
      const figure = (await loadPictures())?.designCharacter?.(req, requestSeed(req)).figure;
      const plan = toStoryPlan(req, result.object);
      return { plan: figure ? { ...plan, character: { ...plan.character, figure } } : plan, usage };
    },
  };
}

export function toAiError(e: unknown, label: string): unknown {
  if (e instanceof AiError || (e instanceof Error && e.name === 'AbortError')) return e;
  if (NoObjectGeneratedError.isInstance(e))
    return new AiError(
      'malformed_response',
      `${label}: the answer is not a valid story plan (${e.message.slice(0, 120)})`,
      true,
    );
  if (APICallError.isInstance(e))
    return new AiError('malformed_response', `${label}: ${e.message.slice(0, 160)}`, true);
  if (e instanceof Error && /JSON|parse|validation/i.test(e.name + e.message))
    return new AiError('malformed_response', `${label}: ${e.message.slice(0, 160)}`, true);
  return e;
}

const LAYOUT: Partial<Record<BookRequest['type'], PagePlan['layout']>> = {
  coloring: 'coloring',
  journal: 'activity',
  'comic-books': 'image-full',
};

function toStoryPlan(req: BookRequest, p: LlmPlan): StoryPlan {
  const c = p.character;
  const name = req.character?.name || c.name || 'Hero';
  return {
    title: req.title,
    subtitle: req.subtitle ?? (p.subtitle || undefined),
    character: {
      name,
      look: c.look,
      palette: c.palette.slice(0, 8),
      styleTags: c.styleTags.slice(0, 8),
      promptPrefix: `${name}: ${c.look}. Colours: ${c.palette.join(', ')}. Style: ${c.styleTags.join(', ')}.`,
    },
    pages: p.pages.map((pg) => ({ text: pg.text, scene: pg.scene, layout: LAYOUT[req.type] ?? 'image-top' })),
    coverScene: p.coverScene,
    backText: p.backText || undefined,
  };
}
