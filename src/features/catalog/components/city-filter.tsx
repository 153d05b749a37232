import { Text, View } from '@tarojs/components'
import { observer } from 'mobx-react'
import { t } from '@/shared/i18n'
import { Picker } from '@/shared/ui/picker'
import { useRemote } from '@/shared/use-remote'
import { listGoodsCities } from '../api'
import './city-filter.scss'

interface Props {
  city?: string
  onChange: (city: string | undefined) => void
  /** The cities the page was served with (H5 course tab's first screen): shown without asking. */
  served?: string[]
}

/** 全部城市 plus every city that has a class or exam session on sale. */
function CityFilterImpl({ city, onChange, served }: Props) {
  const cities = useRemote(listGoodsCities, [], served)
  const options = [t('catalog.allCities'), ...(cities.data ?? [])]
  const index = city ? Math.max(options.indexOf(city), 0) : 0
  return (
    <Picker mode='selector' range={options} value={index} disabled={!cities.data}
      onChange={(i) => onChange(i === 0 ? undefined : options[i])}>
      <View className='city-filter' data-testid='city-filter'>
        <Text>{options[index]}</Text>
        <Text className='city-filter__arrow'>▾</Text>
      </View>
    </Picker>
  )
}

export const CityFilter = observer(CityFilterImpl)
