// Hand mock of @tarojs/components: plain DOM elements that keep children, className, style and onClick.
import React from 'react'

type Props = React.PropsWithChildren<Record<string, any>>

function plain(tag: string) {
  const C = React.forwardRef<HTMLElement, Props>(({ children, onClick, className, style, id, ...rest }, ref) => {
    const data: Record<string, unknown> = {}
    for (const [k, v] of Object.entries(rest)) if (k.startsWith('data-') || k.startsWith('aria-') || k === 'role') data[k] = v
    return React.createElement(tag, { ref, onClick, className, style, id, ...data }, children)
  })
  C.displayName = tag
  return C
}

export const View = plain('div')
export const Text = plain('span')
export const Block = ({ children }: Props) => <>{children}</>
export const ScrollView = plain('div')
export const Button = plain('button')
export const Image = ({ src, className, onClick }: Props) => <img src={src} className={className} onClick={onClick} alt="" />
// Taro's H5 input is the native element: inputMode and aria-label reach it as they are.
export const Input = ({ value, onInput, placeholder, type, className, inputMode, 'aria-label': label }: Props) => (
  <input value={value} placeholder={placeholder} type={type} className={className} inputMode={inputMode} aria-label={label}
    onChange={(e) => onInput?.({ detail: { value: e.target.value } })} />
)
export const Textarea = ({ value, onInput, placeholder }: Props) => (
  <textarea value={value} placeholder={placeholder} onChange={(e) => onInput?.({ detail: { value: e.target.value } })} />
)
export const Canvas = plain('canvas')
export const RichText = ({ nodes }: Props) => <div dangerouslySetInnerHTML={{ __html: String(nodes ?? '') }} />
export const Swiper = plain('div')
export const SwiperItem = plain('div')
export const Navigator = plain('a')
