// Accessibility attributes for the components Taro draws on H5 as plain elements (h5.useHtmlComponents: its React
// components, not Stencil web components). NutUI's props types have no `role` or hyphenated aria names, hence
// attributes to spread.

/** A NutUI Button: its disabled state announced (and honoured by test drivers, which wait for "enabled"). */
export function ariaButton(disabled: boolean): Record<string, string> {
  return { role: 'button', 'aria-disabled': String(disabled) }
}

/**
 * A NutUI Switch or Checkbox: NutUI names its role and state with camel-cased props (ariaRole, ariaChecked) that
 * Taro's plain H5 <div> does not translate, so a screen reader (and Lighthouse) would see an unnamed div. Both
 * components spread their other props onto that <div>, so these attributes land where they belong.
 */
export function ariaToggle(role: 'switch' | 'checkbox', checked: boolean): Record<string, string> {
  return { role, 'aria-checked': String(checked) }
}

/**
 * Alternative text of a Taro <Image>: on H5 it renders an <img> inside a <div>, and only imgProps reach that <img>
 * (screen readers and Lighthouse read its alt). The mini-program's image has no alt and ignores it.
 */
export function imageAlt(text: string): { imgProps: { alt: string } } {
  return { imgProps: { alt: text } }
}

/** The name of a Taro <Input> with no visible label: on H5 Taro's Input is the <input> itself. */
export function inputLabel(text: string): { 'aria-label': string } {
  return { 'aria-label': text }
}
