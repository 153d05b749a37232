// 训练日志: the user's history by day, charts (weekly volume per muscle, estimated 1RM of a move over time) and
// personal records, with CSV export. A trainer opens a client's history with ?clientId.
import { useState } from 'react'
import { View } from '@tarojs/components'
import { Button } from '@nutui/nutui-react-taro'
import { observer } from 'mobx-react'
import { trainingMessages } from '@/locales/training'
import { registerMessages, t } from '@/shared/i18n'
import { openPage } from '@/shared/navigation'
import { usePageTitle } from '@/shared/page-title'
import { InvalidLink } from '@/shared/ui/invalid-link'
import { RemoteView } from '@/shared/ui/remote-view'
import { TabStrip } from '@/shared/ui/tab-strip'
import { useAction } from '@/shared/use-action'
import { useOnReturn } from '@/shared/use-on-return'
import { useRemote } from '@/shared/use-remote'
import { useRouteParams } from '@/shared/use-route-params'
import { listClientLogDays, listLogDays } from '@/features/training/api'
import { exportCsv } from '@/features/training/csv-export'
import { ChartsView, HistoryList, RecordsView } from '@/features/training/components/log-views'
import '@/features/training/components/training.scss'

registerMessages(trainingMessages)

type Tab = 'history' | 'charts' | 'records'

function LogsPage() {
  usePageTitle('trainLogs')
  const params = useRouteParams('pages/train/logs')
  const clientId = params?.clientId
  const [tab, setTab] = useState<Tab>('history')
  const days = useRemote(() => (clientId ? listClientLogDays(clientId, {}) : listLogDays({})), [clientId])
  useOnReturn(() => { void days.reload() })
  const csv = useAction(exportCsv)
  if (!params) return <InvalidLink />
  const tabs: Tab[] = clientId ? ['history'] : ['history', 'charts', 'records']
  return (
    <View className='tr-page' data-testid='logs' data-tab={tab}>
      {tabs.length > 1 && <TabStrip value={tab} onChange={setTab} items={tabs.map((value) => ({ value, title: t(`training.logs.${value}`) }))} />}
      {tab === 'history' && (
        <RemoteView remote={days} isEmpty={(d) => d.length === 0} emptyTitle={t('training.logs.emptyTitle')}>
          {(list) => <HistoryList days={list} />}
        </RemoteView>
      )}
      {tab === 'charts' && <ChartsView />}
      {tab === 'records' && <RecordsView />}
      {!clientId && (
        <View className='tr-bottom'>
          <Button loading={csv.busy} onClick={() => void csv.run()} data-testid='export-csv'>{t('training.logs.exportCsv')}</Button>
          <Button type='primary' onClick={() => openPage('pages/train/achieve')}>{t('trainTab.entries.achieve')}</Button>
        </View>
      )}
    </View>
  )
}

export default observer(LogsPage)
