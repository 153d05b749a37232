// The server names an achievement's icon (medal, fire…); the app draws it as an emoji, which needs no image.
const ICONS: Record<string, string> = {
  medal: '🏅', weight: '🏋️', fire: '🔥', trophy: '🏆', clock: '⏱️', sunrise: '🌅', moon: '🌙', anvil: '⚒️'
}

export function achievementIcon(name: string): string {
  return ICONS[name] ?? '🏅'
}
