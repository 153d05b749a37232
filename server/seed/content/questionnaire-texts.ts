// The demo questionnaires: what a fitness-coach school asks its learners after a course and before planning new
// ones. Every kind of question appears; the last question of each is optional.
import type { QuestionInput } from '@contract/content/questionnaire-shapes'

export interface SeedQuestionnaire {
  title: string
  description: string
  /** Days after seeding when it stops taking answers; absent = never. */
  closesInDays?: number
  questions: QuestionInput[]
}

export const SEED_QUESTIONNAIRES: SeedQuestionnaire[] = [
  {
    title: '课程满意度调查',
    description: '感谢你选择绿动健身学院！花2分钟告诉我们你的上课感受，我们会根据大家的反馈调整课程安排和教学服务。',
    questions: [
      { kind: 'single', title: '你参加的是哪一类课程？', options: ['国家职业资格健身教练培训', '普拉提垫上教练认证', '运动营养与体态矫正', '线上录播课程', '其他课程'] },
      { kind: 'rating', title: '你对课程内容的整体满意度', ratingMax: 5 },
      { kind: 'rating', title: '你对授课老师专业程度和讲解清晰度的评价', ratingMax: 5 },
      {
        kind: 'multiple', title: '课程中哪些部分让你最有收获？（可多选）',
        options: ['解剖与运动生理知识', '动作示范与现场纠错', '私教课程设计', '考证辅导与模拟考试', '会员沟通与销售技巧', '同学交流与行业人脉']
      },
      { kind: 'single', title: '你会向身边的朋友推荐我们的课程吗？', options: ['一定会', '可能会', '还不确定', '不会'] },
      { kind: 'text', title: '对课程安排、老师或教务服务，你还有哪些建议？', required: false }
    ]
  },
  {
    title: '健身学习需求调查',
    description: '我们正在规划下半年的新课程，想了解你的学习方向、上课时间和预算。填写问卷的同学会优先收到新课开班通知。',
    closesInDays: 90,
    questions: [
      { kind: 'single', title: '你目前的身份更接近哪一种？', options: ['健身爱好者', '在职健身教练', '健身房会籍顾问', '体育相关专业在校生', '准备转行进入健身行业'] },
      {
        kind: 'multiple', title: '你最想系统学习哪些方向？（可多选）',
        options: ['增肌减脂训练', '普拉提', '瑜伽', '功能性训练', '康复与体态矫正', '运动营养', '拳击与搏击']
      },
      { kind: 'single', title: '你更倾向哪种上课方式？', options: ['线下集训（脱产2～4周）', '周末班', '线上直播加线下实操', '线上录播自学'] },
      { kind: 'single', title: '一门系统课程，你能接受的预算是多少？', options: ['3000元以下', '3000～6000元', '6000～10000元', '10000元以上'] },
      { kind: 'rating', title: '考取职业资格证书对你有多重要？', ratingMax: 5 },
      { kind: 'text', title: '还有什么想学的内容，或者想对我们说的话？', required: false }
    ]
  }
]
