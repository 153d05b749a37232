// The holder's photo on an admit card or certificate; without one, a placeholder with the holder's initials, so
// the card keeps its shape and still says whose it is.
import { Image, Text, View } from '@tarojs/components'
import { assetUrl } from '@/shared/assets'
import { imageAlt } from '@/shared/ui/aria'
import './certification.scss'

/** A Chinese name's first character (the surname); a Latin name's first letters of its first two words. */
export function initialsOf(name: string): string {
  const trimmed = name.trim()
  if (!trimmed) return ''
  if (/^[A-Za-z]/.test(trimmed)) return trimmed.split(/\s+/).slice(0, 2).map((w) => w[0]!.toUpperCase()).join('')
  return Array.from(trimmed)[0]!
}

export function HolderPhoto({ photo, name, alt }: { photo: string; name: string; alt: string }) {
  if (photo) return <Image className='cert-admit__photo' src={assetUrl(photo)} mode='aspectFill' data-testid='holder-photo' {...imageAlt(alt)} />
  return (
    <View className='cert-admit__photo cert-admit__photo--none' data-testid='holder-initials' aria-hidden>
      <Text>{initialsOf(name)}</Text>
    </View>
  )
}
