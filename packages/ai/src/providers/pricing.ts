/**
 * List prices (USD) used for the cost figure returned with each call. Approximate, per public price
 * pages at the time of writing; unknown models (local servers) report no cost rather than a guess.
 */
const TEXT_PER_MTOK: Record<string, [input: number, output: number]> = {
  'gpt-4o-mini': [0.15, 0.6],
  'gpt-4o': [2.5, 10],
  'gpt-4.1-mini': [0.4, 1.6],
  'gpt-4.1': [2, 8],
};
const PER_IMAGE: Record<string, number> = {
  'gpt-image-1': 0.042,
  'dall-e-3': 0.04,
  'dall-e-2': 0.02,
  'black-forest-labs/flux-schnell': 0.003,
  'black-forest-labs/flux-dev': 0.025,
  'black-forest-labs/flux-1.1-pro': 0.04,
};

export function textCost(model: string, inputTokens = 0, outputTokens = 0): number | undefined {
  const p = TEXT_PER_MTOK[model];
  return p ? (inputTokens * p[0] + outputTokens * p[1]) / 1e6 : undefined;
}

export const imageCost = (model: string): number | undefined => PER_IMAGE[model.split(':')[0]];
