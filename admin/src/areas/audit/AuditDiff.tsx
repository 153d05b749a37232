// The record before and after a write as one table, field by field: the fields the write changed first and
// marked, then the count of those it left as they were (shown on demand). A record that is not an object (or
// absent on one side, as for a creation) is a single row.
import { Button, Table, Tag } from 'antd'
import { useState } from 'react'
import { useT } from '../../providers/i18n-provider'

interface DiffRow {
  field: string
  before: unknown
  after: unknown
  changed: boolean
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value)

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b)

export function diffRows(before: unknown, after: unknown): DiffRow[] {
  if (!isRecord(before) && !isRecord(after)) return [{ field: '—', before, after, changed: !same(before, after) }]
  const left = isRecord(before) ? before : {}
  const right = isRecord(after) ? after : {}
  const fields = [...new Set([...Object.keys(left), ...Object.keys(right)])]
  return fields.map((field) => ({ field, before: left[field], after: right[field], changed: !same(left[field], right[field]) }))
}

function Value({ value }: { value: unknown }) {
  const t = useT()
  if (value === undefined || value === null || value === '') return <span style={{ color: '#999' }}>{t('audit.none')}</span>
  const text = typeof value === 'string' ? value : JSON.stringify(value, null, 2)
  return <pre style={{ margin: 0, whiteSpace: 'pre-wrap', wordBreak: 'break-all', fontSize: 12, fontFamily: 'inherit' }}>{text}</pre>
}

export function AuditDiff({ before, after }: { before: unknown; after: unknown }) {
  const t = useT()
  const [showAll, setShowAll] = useState(false)
  const rows = diffRows(before, after)
  const changed = rows.filter((row) => row.changed)
  const unchanged = rows.length - changed.length
  const shown = showAll ? [...changed, ...rows.filter((row) => !row.changed)] : changed
  return (
    <>
      <Table<DiffRow> dataSource={shown} rowKey="field" size="small" pagination={false} bordered data-testid="audit-diff"
        rowClassName={(row) => (row.changed ? 'audit-diff__changed' : '')}>
        <Table.Column<DiffRow> dataIndex="field" title={t('audit.diffField')} width={200}
          render={(field: string, row) => <>{field}{row.changed && <Tag color="orange" style={{ marginInlineStart: 8 }}>{t('audit.changed')}</Tag>}</>} />
        <Table.Column<DiffRow> dataIndex="before" title={t('audit.before')} onCell={(row) => ({ style: row.changed ? { background: '#fff1f0' } : {} })}
          render={(value: unknown) => <Value value={value} />} />
        <Table.Column<DiffRow> dataIndex="after" title={t('audit.after')} onCell={(row) => ({ style: row.changed ? { background: '#f6ffed' } : {} })}
          render={(value: unknown) => <Value value={value} />} />
      </Table>
      {unchanged > 0 && !showAll && (
        <Button type="link" onClick={() => setShowAll(true)} style={{ paddingInline: 0 }}>{t('audit.unchangedHidden', { count: unchanged })}</Button>
      )}
    </>
  )
}
