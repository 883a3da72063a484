/** The primary video is the main one, else the first. */
export function primaryVideo<T extends { isMain: boolean }>(videos: readonly T[]): T | undefined {
  return videos.find((v) => v.isMain) ?? videos[0];
}
