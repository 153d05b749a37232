// The course's practice and exams on its 学习进度 page: its quiz, mock and formal papers, the way to its chapter
// challenges and to the wrong-answer book. Quiet on failure: the chapter progress below is the page's own content.
import { Text, View } from '@tarojs/components'
import { observer } from 'mobx-react'
import { t } from '@/shared/i18n'
import { openPage } from '@/shared/navigation'
import { useRemote } from '@/shared/use-remote'
import { listPapers } from '../api'
import { PaperCard } from './paper-card'
import '../exams.scss'

function CourseExamsImpl({ goodsId }: { goodsId: number }) {
  const remote = useRemote(() => listPapers({ goodsId }), [goodsId])
  const papers = remote.data ?? []
  const exams = papers.filter((p) => p.mode !== 'challenge')
  const hasChallenges = papers.some((p) => p.mode === 'challenge')
  if (!papers.length) return null
  return (
    <View data-testid='course-exams'>
      <Text className='ex-section__title ex-section__title--page'>{t('exams.paper.practiceLinks')}</Text>
      {exams.map((p) => <PaperCard key={p.id} paper={p} />)}
      {hasChallenges ? (
        <View className='ex-card' role='link' data-testid='open-challenges' onClick={() => openPage('pages/course/document/challenge/index', { id: goodsId })}>
          <Text className='ex-card__title'>{t('exams.challenge.chapters')}</Text>
        </View>
      ) : null}
      <View className='ex-card' role='link' data-testid='open-wrong-book' onClick={() => openPage('pages/course/exam/wrongBook')}>
        <Text className='ex-card__title'>{t('exams.paper.wrongBook')}</Text>
      </View>
    </View>
  )
}

export const CourseExams = observer(CourseExamsImpl)
