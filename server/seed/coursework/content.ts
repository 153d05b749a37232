// What the demo courses teach online: chapters → sections → items, and homework tasks. Texts are zh-Hans like the
// rest of the demo catalog.
import { COURSEWORK_FILES } from './files'

export interface SeedItem {
  kind: 'video' | 'document' | 'text'
  title: string
  free?: boolean
  file?: string
  durationSec?: number
  html?: string
}

export interface SeedChapter {
  title: string
  sections: { title: string; items: SeedItem[] }[]
}

export const DEMO_VIDEO_SEC = 12

export const COURSE_DOCUMENTS: Record<string, { noSeekAhead: boolean; chapters: SeedChapter[] }> = {
  'rehab-posture': {
    noSeekAhead: true,
    chapters: [
      {
        title: '第一章 体态评估基础',
        sections: [
          {
            title: '1.1 什么是良好体态',
            items: [
              { kind: 'video', title: '站姿评估示范', free: true, file: COURSEWORK_FILES.video, durationSec: DEMO_VIDEO_SEC },
              { kind: 'text', title: '评估要点', html: '<p>从侧面观察：耳垂、肩峰、股骨大转子、膝关节前方、外踝前方应大致在一条直线上。</p><ul><li>圆肩：肩峰位于耳垂前方</li><li>骨盆前倾：腰椎曲度增大</li></ul>' }
            ]
          },
          {
            title: '1.2 评估讲义',
            items: [{ kind: 'document', title: '体态评估讲义（PDF）', file: COURSEWORK_FILES.pdf }]
          }
        ]
      },
      {
        title: '第二章 纠正性训练',
        sections: [
          {
            title: '2.1 圆肩驼背',
            items: [
              { kind: 'video', title: '胸椎灵活性训练', file: COURSEWORK_FILES.video, durationSec: DEMO_VIDEO_SEC },
              { kind: 'text', title: '训练安排建议', html: '<p>每周 3 次，每次 20 分钟：胸肌拉伸、弹力带划船、YTW 练习各 3 组。</p>' }
            ]
          }
        ]
      }
    ]
  },
  'sports-nutrition': {
    noSeekAhead: false,
    chapters: [
      {
        title: '第一章 能量与宏量营养素',
        sections: [
          {
            title: '1.1 能量平衡',
            items: [
              { kind: 'video', title: '试看：能量平衡概述', free: true, file: COURSEWORK_FILES.video, durationSec: DEMO_VIDEO_SEC },
              { kind: 'document', title: '膳食记录表（PDF）', file: COURSEWORK_FILES.pdf }
            ]
          }
        ]
      }
    ]
  }
}

/** Demo homework on the course whose ongoing class the demo teacher teaches. */
export const HOMEWORK_COURSE = 'fitness-coach-national'
export const HOMEWORK_CLASS = '上海第8期'

export const HOMEWORK_TASKS = [
  { key: 'squat', classTask: true, title: '提交一段徒手深蹲视频', html: '<p>侧面拍摄 5 次徒手深蹲，视频不超过 60 秒，并写下你观察到的动作问题。</p>', dueInDays: 3 },
  { key: 'week1', classTask: false, title: '第一周学习心得', html: '<p>用 200 字左右总结本周所学的解剖与动作模式要点。</p>', dueInDays: 5 },
  { key: 'plan', classTask: true, title: '为新会员制定一份训练计划', html: '<p>为一名久坐的新会员制定 4 周入门训练计划，包含频率、动作与组数。</p>', dueInDays: 10 }
] as const
