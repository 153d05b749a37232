export default definePageConfig({ navigationBarTitleText: '课程介绍' })
