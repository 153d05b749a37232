// One move of a module in the schedule editor: the move (searched by name) and its sets, one row each: reps, load
// and how the load is meant (kg, % of 1RM, reps in reserve), time for a timed move, rest in seconds.
import { useState } from 'react'
import { Button, Form, InputNumber, Select, Space } from 'antd'
import { DeleteOutlined, PlusOutlined } from '@ant-design/icons'
import { LOAD_MODES } from '@contract/training/constants'
import { listAdminMoves } from '@contract/training/admin-endpoints'
import { useApiQuery } from '../../api/hooks'
import { useT } from '../../providers/i18n-provider'
import { nextSet } from './schedule-form'

type Path = (string | number)[]

function MovePicker({ value, onChange, known }: { value?: number; onChange?: (id: number) => void; known: { id: number; name: string }[] }) {
  const t = useT()
  const [keyword, setKeyword] = useState('')
  const found = useApiQuery(listAdminMoves, { query: { keyword: keyword || undefined, size: 30 } })
  const names = new Map(known.map((m) => [m.id, m.name]))
  for (const m of found.data?.list ?? []) names.set(m.id, m.name)
  return (
    <Select showSearch filterOption={false} value={value} onChange={onChange} onSearch={setKeyword} style={{ width: 240 }}
      aria-label={t('training.schedule.move')} placeholder={t('training.schedule.movePlaceholder')} loading={found.isLoading}
      options={[...names].map(([id, name]) => ({ value: id, label: name }))} data-testid="schedule-move" />
  )
}

interface Props {
  /** The item's name inside its enclosing Form.List, and its full path in the form (to read its last set). */
  name: Path
  absolute: Path
  known: { id: number; name: string }[]
}

export function ScheduleSets({ name, absolute, known }: Props) {
  const t = useT()
  const s = (key: string) => t(`training.schedule.${key}` as never)
  const form = Form.useFormInstance()
  const loadModes = LOAD_MODES.map((value) => ({ value, label: s(`loadModes.${value}`) }))
  return (
    <>
      <Form.Item name={[...name, 'moveId']} rules={[{ required: true }]} style={{ marginBottom: 8 }}><MovePicker known={known} /></Form.Item>
      <Form.List name={[...name, 'sets']}>
        {(sets, { add, remove }) => (
          <>
            {sets.map((set, i) => (
              <Space key={set.key} align="baseline" wrap data-testid="schedule-set">
                <span style={{ width: 28, display: 'inline-block' }}>{i + 1}</span>
                <Form.Item name={[set.name, 'reps']} label={s('reps')}><InputNumber min={1} max={100} style={{ width: 70 }} /></Form.Item>
                <Form.Item name={[set.name, 'load']} label={s('load')}><InputNumber min={0} max={1000} step={2.5} style={{ width: 80 }} /></Form.Item>
                <Form.Item name={[set.name, 'loadMode']} label={s('loadMode')}><Select options={loadModes} style={{ width: 150 }} /></Form.Item>
                <Form.Item name={[set.name, 'durationSec']} label={s('duration')}><InputNumber min={1} max={7200} step={15} style={{ width: 80 }} /></Form.Item>
                <Form.Item name={[set.name, 'restSec']} label={s('rest')}><InputNumber min={0} max={900} step={15} style={{ width: 80 }} /></Form.Item>
                <Button type="text" icon={<DeleteOutlined />} aria-label={s('removeSet')} disabled={sets.length <= 1} onClick={() => remove(set.name)} />
              </Space>
            ))}
            <Button size="small" icon={<PlusOutlined />} data-testid="schedule-add-set"
              onClick={() => add(nextSet(form.getFieldValue([...absolute, 'sets'])?.at(-1)))}>{s('addSet')}</Button>
          </>
        )}
      </Form.List>
    </>
  )
}
