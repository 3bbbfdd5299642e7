/** Image names of a Book document resolve against `fileBase`; data: and http(s) URLs stay as they are. */
export function resolveImage(fileBase: string, image: string | undefined): string | undefined {
  if (!image) return undefined;
  if (/^(data:|https?:|\/)/i.test(image)) return image;
  return fileBase + image.split('/').map(encodeURIComponent).join('/');
}
