/** Where a template's art and its thumb live in FileStorage. */
export const templateImageKey = (id: string) => `templates/${id}.png`;
export const templateThumbKey = (id: string) => `templates/${id}-thumb.png`;
