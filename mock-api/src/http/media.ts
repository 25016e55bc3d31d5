/** Media are stored as keys under the media store; clients get their public URL. */
export function mediaUrl(key: string | null | undefined): string | null {
  return key ? `/media/${key}` : null;
}
