// The demo papers: a quiz, a mock and a formal exam of the national fitness-coach course (the demo learner holds
// it through their class), a class stage test, a chapter challenge of the posture course (also held), and the
// formal theory exam of the fitness-coach exam goods (for the certification side).
import type { PaperMode, QuestionKind } from '../../../types/exams/constants'
import { AREAS } from './questions'

export interface SeedRule {
  knowledgePoint: string
  kind: QuestionKind | null
  difficulty: number | null
  count: number
}

export interface SeedPaper {
  slug: string
  title: string
  description: string
  mode: PaperMode
  goodsSlug: string
  /** The class of the goods by name (a class paper). */
  className?: string
  /** The chapter of the goods by its position (a challenge). */
  chapterSort?: number
  rules: SeedRule[]
  /** A fixed paper: questions by slug instead of rules. */
  fixed?: string[]
  durationMin: number
  passRatio: number
  /** Window in days from the seeding day; none = always open. */
  window?: { from: number; to: number }
}

const each = (parts: [QuestionKind, number][]): SeedRule[] =>
  AREAS.flatMap((a) => parts.map(([kind, count]) => ({ knowledgePoint: a.knowledgePoint, kind, difficulty: null, count })))

const FORMAL_RULES: SeedRule[] = [
  ...each([['single', 3], ['judge', 2], ['fill', 1]]),
  { knowledgePoint: '训练计划设计', kind: 'short', difficulty: null, count: 1 },
  { knowledgePoint: '急救', kind: 'short', difficulty: null, count: 1 }
]

export const SEED_PAPERS: SeedPaper[] = [
  {
    slug: 'coach-quiz', title: '健身教练基础知识随堂练习', mode: 'quiz', goodsSlug: 'fitness-coach-national',
    description: '每次随机抽取16题，覆盖八大知识点，交卷后即可查看解析。', rules: each([['single', 1], ['judge', 1]]),
    durationMin: 20, passRatio: 0.6
  },
  {
    slug: 'coach-mock', title: '健身教练理论模拟考试', mode: 'mock', goodsSlug: 'fitness-coach-national',
    description: '按正式考试题型组卷，40题，45分钟，可反复练习。', rules: each([['single', 3], ['multiple', 1], ['judge', 1]]),
    durationMin: 45, passRatio: 0.6
  },
  {
    slug: 'coach-formal', title: '健身教练结业理论考试（正式）', mode: 'formal', goodsSlug: 'fitness-coach-national',
    description: '正式考试仅有一次机会，开考后计时不暂停，到时自动交卷；考试期间离开小程序会被记录。考试结束后公布解析。',
    rules: FORMAL_RULES, durationMin: 90, passRatio: 0.6, window: { from: -1, to: 14 }
  },
  {
    slug: 'class-stage-test', title: '上海第8期 第一阶段测验', mode: 'mock', goodsSlug: 'fitness-coach-national',
    className: '上海第8期', description: '班级阶段测验：解剖学与训练原理。', rules: [],
    fixed: ['q-0-0', 'q-0-1', 'q-0-4', 'q-0-8', 'q-0-16', 'q-3-0', 'q-3-1', 'q-3-4', 'q-3-12', 'q-3-16'], durationMin: 15, passRatio: 0.6
  },
  {
    slug: 'posture-challenge-1', title: '第一章 体态评估基础 · 闯关挑战', mode: 'challenge', goodsSlug: 'rehab-posture',
    chapterSort: 0, description: '10道题限时5分钟，成绩高、用时短者排名靠前。',
    rules: [
      { knowledgePoint: '人体解剖学', kind: 'single', difficulty: null, count: 5 },
      { knowledgePoint: '训练原理', kind: 'judge', difficulty: null, count: 5 }
    ],
    durationMin: 5, passRatio: 0.6
  },
  {
    slug: 'coach-exam-theory', title: '国家职业技能等级认定（健身教练）理论考试', mode: 'formal',
    goodsSlug: 'fitness-coach-national-exam', description: '报名考生在考试窗口内完成线上理论考试，仅一次机会。',
    rules: FORMAL_RULES, durationMin: 90, passRatio: 0.6, window: { from: -1, to: 30 }
  }
]
