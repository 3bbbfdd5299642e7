/**
 * Under the water: « sous la mer », « au fond de l’océan », "under the sea", a mermaid, a submarine, a
 * dive, a reef (seaside.ts). Its own file so the goal readers (read-goal-seaside.ts) can ask it without
 * importing seaside.ts, which imports read-goal.ts's types.
 */
export const UNDERWATER =
  /(?<!\p{L})(?:under ?(?:the )?(?:sea|water|waves|ocean)|underwater|undersea|bottom of the (?:sea|ocean)|sea ?bed|mermaids?|mermen|merman|submarines?|scuba|div(?:e|es|ed|ing|er|ers)|snorkel\w*|coral|reefs?|sous (?:la mer|l['’]eau|l['’]océan|les vagues)|sous-marins?|sous-marines?|(?:au |le )?fond de (?:la mer|l['’]océan)|sirènes?|plong\w*|coraux|corail|récifs?|scaphandr\w*)(?!\p{L})/iu;
