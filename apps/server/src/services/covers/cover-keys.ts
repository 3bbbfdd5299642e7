/** Where a user's cover files live (the key holds the owner's id, as the spec's URLs do). */
export const coverKeys = (userId: string, id: string) => ({
  image: `covers/${userId}/${id}.jpg`,
  thumb: `covers/${userId}/${id}-thumb.jpg`,
  art: `covers/${userId}/${id}-art.png`,
  reference: `covers/${userId}/${id}-reference.png`,
});
/** An uploaded cover keeps its format (a PNG stays PNG). */
export const uploadKey = (userId: string, id: string, format: 'png' | 'jpeg') =>
  `covers/${userId}/${id}.${format === 'png' ? 'png' : 'jpg'}`;
