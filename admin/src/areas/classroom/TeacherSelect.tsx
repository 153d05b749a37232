// Users holding the teacher role, searched by name or phone (the users list, which the academic office may read).
import { useSelect } from '@refinedev/antd'
import { Select } from 'antd'
import type { AdminUserSummary } from '@contract/identity/admin-shapes'

interface Props {
  value?: number | number[] | null
  onChange?: (value: never) => void
  multiple?: boolean
  placeholder?: string
  /** Teachers already known (a class's), so their names show before any search. */
  known?: { id: number; name: string }[]
}

export function TeacherSelect({ value, onChange, multiple, placeholder, known = [] }: Props) {
  const { selectProps } = useSelect<AdminUserSummary>({
    resource: 'users',
    optionLabel: (user) => `${user.name || '—'}（${user.phone}）`,
    optionValue: 'id',
    filters: [{ field: 'role', operator: 'eq', value: 'teacher' }],
    onSearch: (keyword) => [{ field: 'keyword', operator: 'eq', value: keyword }],
    pagination: { pageSize: 50 },
    debounce: 300
  })
  const options = [...(selectProps.options ?? [])]
  for (const teacher of known) if (!options.some((o) => o.value === teacher.id)) options.push({ value: teacher.id, label: teacher.name })
  return (
    <Select {...selectProps} options={options} mode={multiple ? 'multiple' : undefined} allowClear value={value as never}
      onChange={(next) => onChange?.((next ?? (multiple ? [] : null)) as never)} placeholder={placeholder} style={{ width: '100%' }} />
  )
}
