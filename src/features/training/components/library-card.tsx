// One move library (the company's or a trainer's): name, owner, how many moves and subscribers, and the
// subscribe switch (answered by the server, which is idempotent both ways).
import { useState } from 'react'
import { Text, View } from '@tarojs/components'
import { Button } from '@nutui/nutui-react-taro'
import type { LibrarySummary } from '@contract/training/shapes'
import { t } from '@/shared/i18n'
import { useAction } from '@/shared/use-action'
import { subscribeLibrary, unsubscribeLibrary } from '../api'
import './training.scss'

export function LibraryCard({ library, onOpen }: { library: LibrarySummary; onOpen?: () => void }) {
  const [current, setCurrent] = useState(library)
  const toggle = useAction(async () => setCurrent(await (current.subscribed ? unsubscribeLibrary(current.id) : subscribeLibrary(current.id))))
  return (
    <View className='tr-card' data-testid='library-card' data-subscribed={current.subscribed ? '1' : '0'}>
      <View className='tr-row'>
        <View className='tr-spacer' role={onOpen ? 'button' : undefined} onClick={onOpen}>
          <Text className='tr-card__title'>{current.name}</Text>
          <Text className='tr-muted'>{current.owner ? current.owner.nickname : t('training.library.company')} · {t('training.library.moveCount', { n: current.moveCount })} · {t('training.library.subscribers', { n: current.subscriberCount })}</Text>
        </View>
        {current.owner !== null && (
          <Button size='small' type={current.subscribed ? 'default' : 'primary'} loading={toggle.busy} onClick={() => void toggle.run()}
            data-testid='library-subscribe'>{current.subscribed ? t('training.library.unsubscribe') : t('training.library.subscribe')}</Button>
        )}
      </View>
      {current.intro && <Text className='tr-list-text'>{current.intro}</Text>}
    </View>
  )
}
