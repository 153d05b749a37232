// A trainer assigns (copies) a plan to clients: each chosen client gets their own copy, marked as assigned.
import { useState } from 'react'
import { Text, View } from '@tarojs/components'
import { Button, Popup } from '@nutui/nutui-react-taro'
import { t } from '@/shared/i18n'
import { showToast } from '@/shared/toast'
import { RemoteView } from '@/shared/ui/remote-view'
import { useAction } from '@/shared/use-action'
import { useRemote } from '@/shared/use-remote'
import { assignPlan, listClients } from '../api'
import { toggle } from '../planner'
import './training.scss'
import { ariaButton } from '@/shared/ui/aria'

export function AssignSheet({ planId, visible, onClose }: { planId: number; visible: boolean; onClose: () => void }) {
  return (
    <Popup visible={visible} position='bottom' round closeable onClose={onClose} title={t('training.plan.pickClients')}>
      {visible && <ClientPicker planId={planId} onDone={onClose} />}
    </Popup>
  )
}

function ClientPicker({ planId, onDone }: { planId: number; onDone: () => void }) {
  const clients = useRemote(() => listClients({ page: 1, size: 50 }), [])
  const [chosen, setChosen] = useState<number[]>([])
  const assign = useAction(async () => {
    const result = await assignPlan(planId, chosen)
    void showToast(t('training.plan.assigned_toast', { n: result.assigned.length }))
    onDone()
  })
  return (
    <View style={{ padding: '0 12px 12px', maxHeight: '70vh', overflowY: 'auto' }} data-testid='assign-sheet'>
      <RemoteView remote={clients} isEmpty={(p) => p.list.length === 0} emptyTitle={t('training.client.noClients')}>
        {(page) => page.list.map((c) => (
          <View key={c.id} className={`tr-kv ${chosen.includes(c.id) ? 'is-active' : ''}`} role='checkbox' aria-checked={chosen.includes(c.id)}
            onClick={() => setChosen(toggle(chosen, c.id))} data-testid='assign-client' data-client-id={c.id}>
            <Text>{c.nickname} {c.phoneMasked}</Text>
            <Text>{chosen.includes(c.id) ? '✓' : '○'}</Text>
          </View>
        ))}
      </RemoteView>
      <Button type='primary' block disabled={chosen.length === 0} {...ariaButton(chosen.length === 0)} loading={assign.busy} onClick={() => void assign.run()}
        data-testid='assign-submit'>{t('training.plan.assign')}</Button>
    </View>
  )
}
