// One sitting's actions, by its id: close registration (pending reviews closed), issue admit cards (seat numbers for
// every approved candidate), and its judges (assign one by phone). Each is audited by the server.
import { useState } from 'react'
import { Button, Card, Input, InputNumber, Popconfirm, Space, Tag, Typography } from 'antd'
import { assignJudge, closeSittingRegistration, listSittingJudges, sendAdmitCards } from '@contract/certification/admin-endpoints'
import { useApiAction, useApiQuery } from '../../api/hooks'
import { useT } from '../../providers/i18n-provider'

const INVALIDATE = { invalidate: ['exam-registrations'] }

function Judges({ sessionId }: { sessionId: number }) {
  const t = useT()
  const [phone, setPhone] = useState('')
  const judges = useApiQuery(listSittingJudges, { params: { id: sessionId } })
  const assign = useApiAction(assignJudge, INVALIDATE)
  return (
    <Space wrap>
      <Typography.Text>{t('certification.registrations.sitting.judges')}：</Typography.Text>
      {(judges.data ?? []).length === 0
        ? <Typography.Text type="secondary">{t('certification.registrations.sitting.noJudges')}</Typography.Text>
        : judges.data?.map((j) => <Tag key={j.assignmentId}>{j.name}（{j.phone}）</Tag>)}
      <Input style={{ width: 160 }} value={phone} placeholder={t('certification.registrations.sitting.judgePhone')} onChange={(e) => setPhone(e.target.value)} />
      <Button loading={assign.isPending} disabled={!phone.trim()}
        onClick={() => assign.mutate({ params: { id: sessionId }, body: { phone: phone.trim() } }, { onSuccess: () => setPhone('') })}>
        {t('certification.registrations.sitting.assign')}
      </Button>
    </Space>
  )
}

export function SittingActions() {
  const t = useT()
  const [sessionId, setSessionId] = useState<number | null>(null)
  const close = useApiAction(closeSittingRegistration, INVALIDATE)
  const cards = useApiAction(sendAdmitCards, INVALIDATE)
  return (
    <Card size="small" style={{ marginBottom: 16 }}
      title={<Space>
        <InputNumber min={1} value={sessionId} placeholder={t('certification.registrations.sessionId')} style={{ width: 160 }}
          onChange={(value) => setSessionId(typeof value === 'number' ? value : null)} />
        {sessionId ? t('certification.registrations.sitting.title', { id: sessionId }) : <Typography.Text type="secondary">{t('certification.registrations.sitting.hint')}</Typography.Text>}
      </Space>}>
      {sessionId && (
        <Space direction="vertical">
          <Space>
            <Popconfirm title={t('certification.registrations.sitting.closeConfirm')} onConfirm={() => close.mutate({ params: { id: sessionId } })}>
              <Button loading={close.isPending}>{t('certification.registrations.sitting.close')}</Button>
            </Popconfirm>
            <Popconfirm title={t('certification.registrations.sitting.admitConfirm')} onConfirm={() => cards.mutate({ params: { id: sessionId } })}>
              <Button type="primary" loading={cards.isPending}>{t('certification.registrations.sitting.admitCards')}</Button>
            </Popconfirm>
          </Space>
          <Judges sessionId={sessionId} />
        </Space>
      )}
    </Card>
  )
}
