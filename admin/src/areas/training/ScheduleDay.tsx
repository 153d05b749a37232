// One day of a week in the schedule editor: its name, whether it is a rest day, and (on a training day) its
// modules (warm-up, main, superset, circuit, cool-down), each with its moves and their sets.
import { Button, Card, Form, Input, InputNumber, Select, Space, Switch } from 'antd'
import { DeleteOutlined, PlusOutlined } from '@ant-design/icons'
import { MODULE_KINDS } from '@contract/training/constants'
import { useT } from '../../providers/i18n-provider'
import { nextSet } from './schedule-form'
import { ScheduleSets } from './ScheduleSets'

type Path = (string | number)[]
type Known = { id: number; name: string }[]

function ModuleMoves({ name, absolute, known }: { name: Path; absolute: Path; known: Known }) {
  const t = useT()
  const s = (key: string) => t(`training.schedule.${key}` as never)
  return (
    <Form.List name={[...name, 'items']}>
      {(items, { add, remove }) => (
        <>
          {items.map((item) => (
            <Card key={item.key} size="small" style={{ marginBottom: 8 }} data-testid="schedule-item"
              extra={<Button type="text" size="small" icon={<DeleteOutlined />} onClick={() => remove(item.name)}>{s('removeMove')}</Button>}>
              <ScheduleSets name={[item.name]} absolute={[...absolute, 'items', item.name]} known={known} />
            </Card>
          ))}
          <Button size="small" icon={<PlusOutlined />} onClick={() => add({ sets: [nextSet()] })} data-testid="schedule-add-move">{s('addMove')}</Button>
        </>
      )}
    </Form.List>
  )
}

export function ScheduleDay({ name, absolute, dayNo, known }: { name: Path; absolute: Path; dayNo: number; known: Known }) {
  const t = useT()
  const s = (key: string) => t(`training.schedule.${key}` as never)
  const restDay = Form.useWatch([...absolute, 'restDay']) as boolean | undefined
  const kinds = MODULE_KINDS.map((value) => ({ value, label: s(`kinds.${value}`) }))
  return (
    <Card size="small" style={{ marginBottom: 12 }} data-testid="schedule-day" title={
      <Space>
        <span>{t('training.schedule.day', { n: dayNo })}</span>
        <Form.Item name={[...name, 'name']} noStyle><Input aria-label={s('dayName')} placeholder={s('dayName')} maxLength={20} style={{ width: 160 }} /></Form.Item>
        <Form.Item name={[...name, 'restDay']} valuePropName="checked" noStyle><Switch aria-label={s('restDay')} /></Form.Item>
        <span>{s('restDay')}</span>
      </Space>
    }>
      {!restDay && (
        <Form.List name={[...name, 'modules']}>
          {(modules, { add, remove }) => (
            <>
              {modules.map((mod) => (
                <div key={mod.key} style={{ borderLeft: '3px solid #0dbc3b', paddingLeft: 12, marginBottom: 12 }}>
                  <Space wrap>
                    <Form.Item name={[mod.name, 'kind']} label={s('moduleKind')}><Select options={kinds} style={{ width: 120 }} /></Form.Item>
                    <Form.Item name={[mod.name, 'rounds']} label={s('rounds')}><InputNumber min={1} max={20} style={{ width: 70 }} /></Form.Item>
                    <Form.Item name={[mod.name, 'restSec']} label={s('moduleRest')}><InputNumber min={0} max={900} step={15} style={{ width: 80 }} /></Form.Item>
                    <Button type="text" size="small" icon={<DeleteOutlined />} onClick={() => remove(mod.name)}>{s('removeModule')}</Button>
                  </Space>
                  <ModuleMoves name={[mod.name]} absolute={[...absolute, 'modules', mod.name]} known={known} />
                </div>
              ))}
              <Button icon={<PlusOutlined />} onClick={() => add({ kind: 'main', rounds: 1, restSec: 60, items: [] })} data-testid="schedule-add-module">
                {s('addModule')}
              </Button>
            </>
          )}
        </Form.List>
      )}
    </Card>
  )
}
