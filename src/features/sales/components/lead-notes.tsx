// A lead's follow-ups, newest first, and the form that adds one: what was said, optionally a new status (converted
// links the learner's later orders to the salesperson) and the next follow-up day.
import { useState } from 'react'
import { Text, View } from '@tarojs/components'
import { Button, TextArea } from '@nutui/nutui-react-taro'
import { observer } from 'mobx-react'
import { chinaDate } from '@contract/china-time'
import { LEAD_STATUSES } from '@contract/sales/constants'
import type { LeadDetail } from '@contract/sales/shapes'
import { t } from '@/shared/i18n'
import { dateTimeText } from '@/shared/time'
import { showToast } from '@/shared/toast'
import { FieldRow } from '@/shared/ui/field-row'
import { Picker } from '@/shared/ui/picker'
import { useAction } from '@/shared/use-action'
import { addLeadNote } from '../api'
import { noteInput, type NoteDraft } from '../lead-form'
import './sales-page.scss'

const EMPTY: NoteDraft = { text: '', status: '', followDate: '' }

function NoteForm({ leadId, onAdded }: { leadId: number; onAdded: (detail: LeadDetail) => void }) {
  const [draft, setDraft] = useState<NoteDraft>(EMPTY)
  const [problem, setProblem] = useState<string>()
  const add = useAction(async () => {
    if (!draft.text.trim()) return setProblem(t('sales.leads.required.note'))
    const detail = await addLeadNote(leadId, noteInput(draft))
    setDraft(EMPTY)
    onAdded(detail)
    void showToast(t('sales.leads.noteAdded'))
  })
  return (
    <View className='sales-page__group' data-testid='lead-note-form'>
      <FieldRow field='text' label={t('sales.leads.note')} error={problem}>
        <TextArea value={draft.text} maxLength={500} rows={3} autoSize placeholder={t('sales.leads.notePlaceholder')}
          aria-label={t('sales.leads.note')} onChange={(text) => { setDraft((d) => ({ ...d, text })); setProblem(undefined) }} />
      </FieldRow>
      <FieldRow field='status' label={t('sales.leads.moveTo')}>
        <View className='sales-page__chips' role='radiogroup' aria-label={t('sales.leads.moveTo')}>
          {LEAD_STATUSES.map((status) => (
            <View key={status} role='radio' aria-checked={draft.status === status} data-testid={`lead-note-status-${status}`}
              className={`sales-page__chip ${draft.status === status ? 'is-active' : ''}`}
              onClick={() => setDraft((d) => ({ ...d, status: d.status === status ? '' : status }))}>
              {t(`sales.leads.status.${status}`)}
            </View>
          ))}
        </View>
      </FieldRow>
      <Picker mode='date' value={draft.followDate || undefined} start={chinaDate(new Date())}
        onChange={(followDate) => setDraft((d) => ({ ...d, followDate }))}>
        <FieldRow field='nextFollowAt' label={t('sales.leads.nextFollowLabel')} onClick={() => undefined}>
          <Text className={draft.followDate ? '' : 'sales-page__placeholder'}>{draft.followDate || t('sales.leads.choose')}</Text>
        </FieldRow>
      </Picker>
      <View className='sales-page__actions'>
        <Button type='primary' loading={add.busy} data-testid='lead-note-add' onClick={add.run}>{t('sales.leads.addNote')}</Button>
      </View>
    </View>
  )
}

function LeadNotesImpl({ detail, onChange }: { detail: LeadDetail; onChange: (detail: LeadDetail) => void }) {
  return (
    <View>
      <NoteForm leadId={detail.lead.id} onAdded={onChange} />
      <Text className='sales-page__section'>{t('sales.leads.notes')}</Text>
      <View className='sales-page__group' data-testid='lead-notes'>
        {detail.notes.length === 0 && <Text className='sales-page__empty'>{t('sales.leads.noNotes')}</Text>}
        {detail.notes.map((note) => (
          <View key={note.id} className='sales-page__note' data-testid='lead-note'>
            <Text className='sales-page__note-time'>
              {note.status ? `${dateTimeText(note.createdAt)} · ${t(`sales.leads.status.${note.status}`)}` : dateTimeText(note.createdAt)}
            </Text>
            <Text className='sales-page__note-text'>{note.text}</Text>
          </View>
        ))}
      </View>
    </View>
  )
}

export const LeadNotes = observer(LeadNotesImpl)
