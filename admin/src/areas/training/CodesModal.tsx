// 兑换码 of one program: generate a batch (N single-use codes, an optional expiry), the new codes shown to copy;
// every code of the program, used or not, with who used it; CSV export of what the filter selects.
import { useState } from 'react'
import { useTable } from '@refinedev/antd'
import { Alert, Button, DatePicker, Form, InputNumber, Modal, Segmented, Space, Table, Tag, Typography } from 'antd'
import type { Dayjs } from 'dayjs'
import type { AdminProgram, AdminUnlockCode } from '@contract/training/admin-shapes'
import { createUnlockCodes } from '@contract/training/admin-endpoints'
import { useApiAction } from '../../api/hooks'
import { CsvExportButton } from '../../components/CsvExportButton'
import { formatDateTime } from '../../components/format'
import { useT } from '../../providers/i18n-provider'

type UsedFilter = 'all' | 'true' | 'false'

function CodeTable({ program }: { program: AdminProgram }) {
  const t = useT()
  const f = (key: string) => t(`training.codes.fields.${key}` as never)
  const [used, setUsed] = useState<UsedFilter>('all')
  const filters = used === 'all' ? [] : [{ field: 'used', operator: 'eq' as const, value: used }]
  const meta = { params: { id: program.id } }
  const { tableProps, setFilters } = useTable<AdminUnlockCode>({ resource: 'training-codes', meta, syncWithLocation: false, pagination: { pageSize: 10 } })
  const pick = (value: UsedFilter) => {
    setUsed(value)
    setFilters(value === 'all' ? [] : [{ field: 'used', operator: 'eq', value }], 'replace')
  }
  return (
    <>
      <Space style={{ marginBottom: 12 }}>
        <Segmented<UsedFilter> value={used} onChange={pick} options={[
          { value: 'all', label: t('training.codes.all') }, { value: 'false', label: t('training.codes.unused') }, { value: 'true', label: t('training.codes.used') }
        ]} />
        <CsvExportButton<AdminUnlockCode> resource="training-codes" meta={meta} filters={filters} filename={`codes-${program.id}`} mapData={(c) => ({
          [f('code')]: c.code, [f('batch')]: c.batchId, [f('state')]: t(c.usedBy ? 'training.codes.used' : 'training.codes.unused'),
          [f('usedBy')]: c.usedBy?.nickname ?? '', [f('usedAt')]: formatDateTime(c.usedAt), [f('expiresAt')]: formatDateTime(c.expiresAt), [f('createdAt')]: formatDateTime(c.createdAt)
        })} />
      </Space>
      <div data-testid="code-table">
      <Table<AdminUnlockCode> {...tableProps} rowKey="code" size="small">
        <Table.Column<AdminUnlockCode> dataIndex="code" title={f('code')} render={(code: string) => <Typography.Text copyable code>{code}</Typography.Text>} />
        <Table.Column<AdminUnlockCode> dataIndex="batchId" title={f('batch')} width={70} />
        <Table.Column<AdminUnlockCode> key="state" title={f('state')} width={90}
          render={(_, c) => <Tag color={c.usedBy ? 'blue' : 'green'}>{t(c.usedBy ? 'training.codes.used' : 'training.codes.unused')}</Tag>} />
        <Table.Column<AdminUnlockCode> key="usedBy" title={f('usedBy')} render={(_, c) => (c.usedBy ? `${c.usedBy.nickname || '—'} #${c.usedBy.id}` : '—')} />
        <Table.Column<AdminUnlockCode> dataIndex="usedAt" title={f('usedAt')} width={150} render={formatDateTime} />
        <Table.Column<AdminUnlockCode> dataIndex="expiresAt" title={f('expiresAt')} width={150} render={(v: string | null) => (v ? formatDateTime(v) : '—')} />
      </Table>
      </div>
    </>
  )
}

export function CodesModal({ program, onClose }: { program: AdminProgram | null; onClose: () => void }) {
  const t = useT()
  const [form] = Form.useForm<{ count: number; expiresAt?: Dayjs | null }>()
  const [made, setMade] = useState<string[]>([])
  const generate = useApiAction(createUnlockCodes, { invalidate: ['training-codes', 'training-programs'] })
  const submit = async (values: { count: number; expiresAt?: Dayjs | null }) => {
    if (!program) return
    const batch = await generate.mutateAsync({ params: { id: program.id }, body: { count: values.count, expiresAt: values.expiresAt ? values.expiresAt.toISOString() : null } })
    setMade(batch.codes)
  }
  const close = () => { setMade([]); onClose() }
  return (
    <Modal open={program !== null} title={t('training.codes.title', { program: program?.title ?? '' })} width={820} onCancel={close} destroyOnHidden
      footer={<Button onClick={close}>{t('training.codes.close')}</Button>}>
      <Form form={form} layout="inline" onFinish={(v) => void submit(v).catch(() => undefined)} initialValues={{ count: 10 }} style={{ marginBottom: 12, rowGap: 8 }}>
        <Form.Item name="count" label={t('training.codes.count')} rules={[{ required: true }]}><InputNumber min={1} max={500} /></Form.Item>
        <Form.Item name="expiresAt" label={t('training.codes.expiresAt')}><DatePicker showTime /></Form.Item>
        <Button type="primary" htmlType="submit" loading={generate.isPending} data-testid="generate-codes">{t('training.codes.generate')}</Button>
      </Form>
      {made.length > 0 && (
        <Alert type="success" style={{ marginBottom: 12 }} message={t('training.codes.generated', { n: made.length })}
          description={<div data-testid="new-codes"><Typography.Paragraph copyable={{ text: made.join('\n') }} style={{ margin: 0, fontFamily: 'monospace', whiteSpace: 'pre-line' }}>{made.join('\n')}</Typography.Paragraph></div>} />
      )}
      {program && <CodeTable program={program} />}
    </Modal>
  )
}
