// NutUI's Button renders Taro's <taro-button-core> on H5: a custom element with no implicit role, so a disabled
// button is not announced as one, and test drivers (Playwright waits for "enabled" only where the role supports
// aria-disabled) click it anyway. NutUI's props type has no `role`, hence attributes to spread.
export function ariaButton(disabled: boolean): Record<string, string> {
  return { role: 'button', 'aria-disabled': String(disabled) }
}
