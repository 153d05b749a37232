// Label–value rows of a card (sitting, result, admit card, certificate): one layout for every certification view.
import { Text, View } from '@tarojs/components'
import './certification.scss'

export type InfoRow = [label: string, value: string, testId?: string]

export function InfoRows({ rows }: { rows: InfoRow[] }) {
  return (
    <View className='cert-rows'>
      {rows.map(([label, value, testId]) => (
        <View key={label} className='cert-rows__row' data-testid={testId}>
          <Text className='cert-rows__label'>{label}</Text>
          <Text className='cert-rows__value'>{value}</Text>
        </View>
      ))}
    </View>
  )
}
