/**
 * What a locally drawn avatar shows for someone without a GitHub account we know of: up to two initials
 * on a colour picked from the name, so the same person looks the same on every page. No image request.
 */
export interface InitialsAvatar {
  readonly initials: string;
  /** Background; dark enough that white initials keep at least 4.5:1 contrast. */
  readonly background: string;
}

const LETTER = /\p{L}|\p{N}/u;

export function initialsOf(name: string): string {
  // Words that begin with a letter or digit: "Tobias Koppers @sokra" → Tobias, Koppers.
  const words = name.split(/\s+/).filter((word) => LETTER.test(Array.from(word)[0] ?? ''));
  const first = Array.from(words[0] ?? '')[0] ?? '';
  const last = words.length > 1 ? (Array.from(words[words.length - 1])[0] ?? '') : '';
  return (first + last).toLocaleUpperCase() || '?';
}

// A small string hash (FNV-1a); only needs to spread names over the hue circle.
function hash(text: string): number {
  let value = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    value ^= text.charCodeAt(i);
    value = Math.imul(value, 0x01000193);
  }
  return value >>> 0;
}

export function initialsAvatar(name: string): InitialsAvatar {
  // Lightness 32 % at moderate saturation gives white text ≥ 4.5:1 on every hue (yellow being the lightest).
  return { initials: initialsOf(name), background: `hsl(${hash(name.toLowerCase()) % 360} 45% 32%)` };
}
