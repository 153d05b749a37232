// A teacher's round picture, lazy-loaded at a fixed size; without one, the name's first character on green.
import { Image, Text, View } from '@tarojs/components'
import { assetUrl } from '@/shared/assets'
import { imageAlt } from '@/shared/ui/aria'
import './avatar.scss'

export function Avatar({ url, name, size }: { url: string; name: string; size: 'small' | 'medium' | 'large' }) {
  if (!url) {
    return <View className={`about-avatar about-avatar--${size} about-avatar--initial`}><Text>{[...name][0] ?? ''}</Text></View>
  }
  return <Image className={`about-avatar about-avatar--${size}`} src={assetUrl(url)} mode='aspectFill' lazyLoad {...imageAlt(name)} />
}
