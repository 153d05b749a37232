// Cells of the profile form: a text input, a choice from options, a date, and an uploaded photo.
import { Image, Text, View } from '@tarojs/components'
import { Cell, Input } from '@nutui/nutui-react-taro'
import { observer } from 'mobx-react'
import { assetUrl } from '@/shared/assets'
import { t } from '@/shared/i18n'
import { Picker } from '@/shared/ui/picker'
import { chooseAndUploadImages } from '@/shared/upload'
import type { Option } from '../profile-form'
import { imageAlt } from '@/shared/ui/aria'
import './profile-cells.scss'

interface FieldProps<V> {
  label: string
  value: V
  onChange: (value: V) => void
}

export const TextCell = observer(({ label, value, onChange, maxLength = 50, type = 'text' }:
  FieldProps<string> & { maxLength?: number; type?: 'text' | 'tel' | 'number' | 'idcard' | 'digit' }) => (
  <Cell title={label} className='profile-cell' extra={
    <Input type={type} value={value} maxLength={maxLength} onChange={onChange}
      placeholder={t('mine.profile.inputPlaceholder')} />} />
))

export const OptionCell = observer(({ label, value, onChange, options }: FieldProps<string> & { options: Option[] }) => {
  const index = options.findIndex((o) => o.value === value)
  return (
    <Picker mode='selector' range={options} rangeKey='label' value={Math.max(index, 0)} onChange={(i) => onChange(options[i].value)}>
      <Cell title={label} className='profile-cell' clickable
        extra={<Text className={index < 0 ? 'profile-cell__placeholder' : ''}>{index < 0 ? t('mine.profile.choose') : options[index].label}</Text>} />
    </Picker>
  )
})

export const DateCell = observer(({ label, value, onChange }: FieldProps<string>) => (
  <Picker mode='date' value={value || undefined} onChange={onChange}>
    <Cell title={label} className='profile-cell' clickable
      extra={<Text className={value ? '' : 'profile-cell__placeholder'}>{value || t('mine.profile.choose')}</Text>} />
  </Picker>
))

export const PhotoCell = observer(({ label, value, onChange }: FieldProps<string>) => (
  <Cell title={label} className='profile-cell' clickable
    onClick={() => void chooseAndUploadImages(1, { onUploaded: (path) => onChange(path) }).catch(() => {})}
    extra={value
      ? <Image className='profile-cell__photo' src={assetUrl(value)} mode='aspectFill' {...imageAlt(label)} />
      : <View className='profile-cell__upload'>{t('mine.profile.upload')}</View>} />
))
