// NutUI's Button renders Taro's <taro-button-core> on H5: a custom element with no implicit role, so a disabled
// button is not announced as one, and test drivers (Playwright waits for "enabled" only where the role supports
// aria-disabled) click it anyway. NutUI's props type has no `role`, hence attributes to spread.
export function ariaButton(disabled: boolean): Record<string, string> {
  return { role: 'button', 'aria-disabled': String(disabled) }
}

/**
 * Alternative text of a Taro <Image>: on H5 it renders an <img> inside <taro-image-core>, and only nativeProps reach
 * that <img> (screen readers and Lighthouse read its alt). The mini-program's image has no alt and ignores it.
 */
export function imageAlt(text: string): { nativeProps: Record<string, string> } {
  return { nativeProps: { alt: text } }
}

/**
 * The name of a Taro <Input> with no placeholder: on H5 the <input> sits inside <taro-input-core>, which keeps an
 * aria-label for itself; only nativeProps reach the <input> that screen readers (and Lighthouse) read.
 */
export function inputLabel(text: string): { nativeProps: Record<string, string> } {
  return { nativeProps: { 'aria-label': text } }
}
